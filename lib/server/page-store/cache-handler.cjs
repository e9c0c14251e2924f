// Next's cache handler (next.config.ts `cacheHandler`): Next loads this file itself, outside the app's bundles, so
// it hands every call to the page store the app registered at start (page-store.ts, instrumentation.ts). During
// `next build`, before the app is up, there is no store and nothing is kept.
const KEY = Symbol.for('vitrin.page-store');

module.exports = class PageStoreCacheHandler {
  constructor(context) {
    this.store = globalThis[KEY]?.open(context.serverDistDir);
  }

  async get(key, context) {
    return this.store ? this.store.get(key, context) : null;
  }

  async set(key, value, context) {
    if (this.store) await this.store.set(key, value, context);
  }

  async revalidateTag(tags) {
    if (this.store) await this.store.revalidateTag(tags);
  }

  resetRequestCache() {}
};
