import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { requestContextStorage } from '../request-context';
import type { AppPageValue } from './page-entry';
import { createPageStore } from './page-store';

const page = (html: string, tags = '_N_T_/layout,_N_T_/products/layout', status = 200): AppPageValue => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': tags },
  status,
});
const kept = { cacheControl: { revalidate: 30, expire: 60 } };
/** As the standalone server runs each request (lib/server/host/request-log.ts). */
const inRequest = <T>(run: () => Promise<T>) => requestContextStorage().run({ id: randomUUID() }, run);

// Without REDIS_URL: this instance's memory only (the shared copy is the fleet test's, tests/fleet).
describe('page store', () => {
  it('keeps a page and gives it back with its lifetime', async () => {
    const store = createPageStore({ buildId: 'b1', maxBytes: 1024 * 1024 });
    expect(await store.get('/products/1')).toBeNull();
    await store.set('/products/1', page('<p>one</p>'), kept);
    const entry = await store.get('/products/1');
    expect(entry?.value).toEqual(page('<p>one</p>'));
    expect(entry?.cacheControl).toEqual(kept.cacheControl);
  });

  it('never keeps a 404, so unknown ids and slugs cannot fill it', async () => {
    const store = createPageStore({ buildId: 'b1', maxBytes: 1024 * 1024 });
    await store.set('/products/999999', page('<p>not found</p>', '_N_T_/layout', 404), kept);
    expect(await store.get('/products/999999')).toBeNull();
  });

  it('drops pages whose tag expired, and keeps the others', async () => {
    const store = createPageStore({ buildId: 'b1', maxBytes: 1024 * 1024 });
    await store.set('/products/2', page('<p>two</p>', '_N_T_/layout,_N_T_/products/2'), kept);
    await store.set('/faq', page('<p>faq</p>', '_N_T_/faq-only'), kept);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await store.revalidateTag('_N_T_/products/2');
    expect(await store.get('/products/2')).toBeNull();
    expect(await store.get('/faq')).not.toBeNull();
  });

  it('treats a page whose render began before its tag expired as expired, so the change is never lost', async () => {
    const store = createPageStore({ buildId: 'b1', maxBytes: 1024 * 1024 });
    await inRequest(async () => {
      // The request that finds nothing starts the render …
      expect(await store.get('/shop/mobile')).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 2));
      // … an operator changes something while it runs …
      await store.revalidateTag('_N_T_/shop-mobile-tag');
      await new Promise((resolve) => setTimeout(resolve, 2));
      // … and the render, made from the data before the change, is stored.
      await store.set('/shop/mobile', page('<p>old data</p>', '_N_T_/shop-mobile-tag'), kept);
    });
    await inRequest(async () => {
      expect(await store.get('/shop/mobile')).toBeNull();
      // The next render began after the change: it stays.
      await store.set('/shop/mobile', page('<p>new data</p>', '_N_T_/shop-mobile-tag'), kept);
    });
    expect((await store.get('/shop/mobile'))?.value).toMatchObject({ html: '<p>new data</p>' });
  });

  it('does not date a page by a stale read that Next answered without rendering again', async () => {
    const store = createPageStore({ buildId: 'b1', maxBytes: 1024 * 1024 });
    await store.set('/pages/faq', page('<p>faq</p>', '_N_T_/faq'), { cacheControl: { revalidate: 1, expire: 60 } });
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    // Stale: served as it is, and this time no render follows.
    await inRequest(async () => expect(await store.get('/pages/faq')).not.toBeNull());
    await store.revalidateTag('_N_T_/faq');
    await new Promise((resolve) => setTimeout(resolve, 2));
    await inRequest(async () => {
      expect(await store.get('/pages/faq')).toBeNull();
      await store.set('/pages/faq', page('<p>faq again</p>', '_N_T_/faq'), kept);
    });
    // Dated by its own request, after the expiry: kept.
    expect((await store.get('/pages/faq'))?.value).toMatchObject({ html: '<p>faq again</p>' });
  });

  it('stays within its memory bound, least recently used out first', async () => {
    const store = createPageStore({ buildId: 'b1', maxBytes: 400_000 });
    const big = (n: number) => page(`<p>${n}</p>${'x'.repeat(40_000)}`, `_N_T_/big-${n}`);
    await store.set('/a', big(1), kept);
    await store.set('/b', big(2), kept);
    for (let n = 3; n < 10; n++) {
      expect(await store.get('/a')).not.toBeNull();
      await store.set(`/p${n}`, big(n), kept);
    }
    expect(await store.get('/a')).not.toBeNull();
    expect(await store.get('/b')).toBeNull();
  });

  it('keeps serving a page past its revalidate time, while Next renders it again in the background', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const store = createPageStore({ buildId: 'b1', maxBytes: 1024 * 1024 });
      await store.set('/pages/about', page('<p>about</p>', '_N_T_/about'), kept);
      const fresh = await store.get('/pages/about');
      vi.setSystemTime(Date.now() + 31_000);
      const stale = await store.get('/pages/about');
      // Next compares lastModified with the revalidate time itself and renders again; until then the old one serves.
      expect(stale).not.toBeNull();
      expect(stale?.lastModified).toBe(fresh?.lastModified);
    } finally {
      vi.useRealTimers();
    }
  });
});
