import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../s3';
import { logLines, startInstance, startTogether, stopInstance, type Instance } from './instance';
import { roundRobinProxy } from './proxy';
import { deleteRedisKeys, freshDatabase, redisPrefix } from './services';
import { bearer, call, formBody, freshIp, freshMobile, jsonBody, signIn, within } from './shop-client';

/**
 * Issue 25's fleet: two production servers from one build on one PostgreSQL, with Redis and an S3-protocol store,
 * behind a round-robin proxy. What one instance changes, the other serves within a second; what one stores, the
 * other reads; the limits count both together.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const ADMIN_TOKEN = randomBytes(24).toString('hex');
const outboxPath = path.join(os.tmpdir(), `vitrin-fleet-outbox-${process.pid}-${Date.now()}.jsonl`);
const prefix = redisPrefix();

let database: Awaited<ReturnType<typeof freshDatabase>>;
let s3: LocalS3;
let a: Instance;
let b: Instance;
let proxy: Awaited<ReturnType<typeof roundRobinProxy>>;
let sql: Client;
/** How long each change took to show on the other instance, printed once at the end (docs/operations.md quotes it). */
const shownAfterMs: Record<string, number> = {};

const admin = (base: string, method: string, route: string, body: unknown) => call(base, `/api/admin/${route}`, { ...jsonBody(method, body), headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ADMIN_TOKEN}` } });

describe.skipIf(!adminUrl || !redisUrl)('two instances on one PostgreSQL, Redis and object storage', () => {
  beforeAll(async () => {
    [database, s3] = await Promise.all([freshDatabase(adminUrl!), startLocalS3()]);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: prefix,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      ADMIN_TOKEN,
      SMS_PROVIDER: 'log',
      SMS_OUTBOX_PATH: outboxPath,
      LOG_LEVEL: 'info',
    };
    // Both start at once: one migrates and seeds the empty database while the other waits for its lock.
    [a, b] = await startTogether([startInstance('A', env), startInstance('B', env)]);
    proxy = await roundRobinProxy([a.url, b.url]);
    sql = new Client({ connectionString: database.url });
    await sql.connect();
  }, 180_000);

  afterAll(async () => {
    console.info('fleet: changes shown on the other instance after (ms, the request that first saw them was sent then)', shownAfterMs);
    await sql?.end();
    await proxy?.close();
    const codes = await Promise.all([a, b].filter(Boolean).map((i) => stopInstance(i)));
    await Promise.all([s3?.close(), database?.drop(), redisUrl && deleteRedisKeys(redisUrl, prefix)]);
    rmSync(outboxPath, { force: true });
    // Both stopped cleanly on SIGTERM (checked after the clean-up, which must run whatever this says).
    expect(codes).toEqual([0, 0]);
  }, 60_000);

  it('maintenance switched on through A is served by B within a second, pages and API, and off again', async () => {
    const page = '/shop/category-mobile';
    const maintenanceShown = async (base: string) => (await call(base, page)).text.includes('سایت در حال تعمیر است');
    const maintenanceSaid = async (base: string) =>
      ((await call(base, '/api/public/getStaticsData')).json as { data: { company: { maintenanceMode: boolean } } }).data.company.maintenanceMode;
    // B keeps the page and the settings from before.
    expect(await maintenanceShown(b.url)).toBe(false);
    expect(await maintenanceSaid(b.url)).toBe(false);
    expect((await call(b.url, page)).headers.get('x-nextjs-cache')).toBe('HIT');

    expect((await admin(a.url, 'PUT', 'settings', { maintenanceMode: true })).status).toBe(200);
    shownAfterMs.maintenanceApi = await within(1000, () => maintenanceSaid(b.url));
    shownAfterMs.maintenancePage = await within(1000, () => maintenanceShown(b.url));
    expect(await maintenanceShown(proxy.url)).toBe(true);
    expect(await maintenanceShown(proxy.url)).toBe(true);

    expect((await admin(b.url, 'PUT', 'settings', { maintenanceMode: false })).status).toBe(200);
    shownAfterMs.maintenanceOffPage = await within(1000, async () => !(await maintenanceShown(a.url)));
    expect(await maintenanceSaid(a.url)).toBe(false);
  });

  it('a look saved through A: B serves the new stylesheet (new ETag, no 304 for the old one) and links it in its kept pages within a second', async () => {
    const page = '/shop/category-mobile';
    const sheet = (base: string, etag?: string) => call(base, '/api/public/theme.css', etag ? { headers: { 'If-None-Match': etag } } : {});
    const before = await sheet(b.url);
    const oldEtag = before.headers.get('etag')!;
    // Both instances compute the same version from the database.
    expect((await sheet(a.url)).headers.get('etag')).toBe(oldEtag);
    expect((await sheet(b.url, oldEtag)).status).toBe(304);
    expect((await call(b.url, page)).text).toContain(`/api/public/theme.css?v=${oldEtag.slice(1, -1)}`);

    const look = { primary: '#1d4ed8', accent: '#1e40af', surface: '#ffffff', page: '#f9fafb', ink: '#1f2937', muted: '#6b7280', seller: '#dc2626', radius: 12 };
    const saved = await admin(a.url, 'PUT', 'theme', look);
    expect(saved.status).toBe(200);
    const version = (saved.json as { data: { version: string } }).data.version;
    try {
      shownAfterMs.themeSheet = await within(1000, async () => {
        const res = await sheet(b.url, oldEtag);
        return res.status === 200 && res.headers.get('etag') === `"${version}"` && res.text.includes('--vitrin-primary:#1d4ed8');
      });
      shownAfterMs.themePage = await within(1000, async () => (await call(b.url, page)).text.includes(`/api/public/theme.css?v=${version}`));
    } finally {
      expect((await admin(a.url, 'PUT', 'theme', { ...look, primary: '#e11d48', accent: '#be123c', radius: 8 })).status).toBe(200);
    }
  });

  it('catalog mode switched on through A stops orders placed through B at once', async () => {
    const buyer = await signIn(outboxPath, proxy.url);
    expect((await admin(a.url, 'PUT', 'settings', { catalogMode: true })).status).toBe(200);
    try {
      const order = await call(b.url, '/api/user/orders', jsonBody('POST', { shippingMethod: 'post', paymentMethod: 'gateway', addressId: 1 }, buyer.token));
      expect(order.status, order.text).toBe(403);
    } finally {
      expect((await admin(a.url, 'PUT', 'settings', { catalogMode: false })).status).toBe(200);
    }
  });

  it('a price changed through A shows on B’s kept product page within a second', async () => {
    const listing = (await call(b.url, '/api/shop/products?category=mobile&pageSize=1')).json as { data: { items: { id: number; slug: string }[] } };
    const product = listing.data.items[0]!;
    const detail = (await call(b.url, `/api/public/products/${product.id}`)).json as { data: { variants: { id: number; promotionPrice: number | null }[]; canonicalPath: string } };
    const variant = detail.data.variants.find((v) => v.promotionPrice === null) ?? detail.data.variants[0]!;
    const pagePath = detail.data.canonicalPath;
    await call(b.url, pagePath);
    expect((await call(b.url, pagePath)).headers.get('x-nextjs-cache')).toBe('HIT');

    // A price no page shows yet; the product's JSON-LD gives it in rial.
    const price = 31_234_500;
    const changed = await admin(a.url, 'PUT', `variants/${variant.id}/prices`, { price, discountPrice: price });
    expect(changed.status, changed.text).toBe(200);
    shownAfterMs.pricePage = await within(1000, async () => (await call(b.url, pagePath)).text.includes(`"price":${price * 10}`));
  });

  it('a document uploaded through A downloads through B, and another customer is refused', async () => {
    const owner = await signIn(outboxPath, a.url);
    const plans = (await call(a.url, '/api/public/facilityPlans?kind=plan')).json as { data: { id: number }[] };
    const started = await call(a.url, '/api/user/planRequest', formBody('POST', { planId: String(plans.data[0]!.id), amount: '50000000' }, owner.token));
    expect(started.status, started.text).toBe(200);
    const requestId = (started.json as { data: { id: number } }).data.id;
    const pdf = new TextEncoder().encode(`%PDF-1.7\nfleet ${randomBytes(8).toString('hex')}\n`);
    const file = new File([pdf], 'income.pdf', { type: 'application/pdf' });
    const uploaded = await call(a.url, '/api/user/planRequestDocument', formBody('POST', { requestId: String(requestId), kind: 'incomeProof', file }, owner.token));
    expect(uploaded.status, uploaded.text).toBe(200);
    const documentId = (uploaded.json as { data: { id: number } }).data.id;

    const download = await call(b.url, `/api/user/planRequestDocument/${documentId}`, bearer(owner.token));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.text).toBe(new TextDecoder().decode(pdf));

    const stranger = await signIn(outboxPath, b.url);
    expect((await call(b.url, `/api/user/planRequestDocument/${documentId}`, bearer(stranger.token))).status).toBe(404);
    expect((await call(a.url, `/api/user/planRequestDocument/${documentId}`, bearer(stranger.token))).status).toBe(404);
  });

  it('the sign-in code resend window holds across both instances together', async () => {
    const mobile = freshMobile();
    expect((await call(a.url, '/api/v1/sendCode', jsonBody('POST', { mobile }))).status).toBe(200);
    const again = await call(b.url, '/api/v1/sendCode', jsonBody('POST', { mobile }));
    expect(again.status).toBe(429);
    // Through the proxy, whichever instance answers.
    for (let i = 0; i < 2; i++) expect((await call(proxy.url, '/api/v1/sendCode', jsonBody('POST', { mobile }, undefined, freshIp()))).status).toBe(429);
  });

  it('the password limit holds across both instances together', async () => {
    const { mobile } = await signIn(outboxPath, a.url);
    const statuses: number[] = [];
    // Wrong passwords sent to A and B in turn, each from a new address: the number's count is one for the fleet.
    for (let i = 0; i < 6; i++) statuses.push((await call(i % 2 ? b.url : a.url, '/api/v1/userLogin', jsonBody('POST', { mobile, password: 'Wrong1234' }))).status);
    // Three free failures, the fourth opens the wait (lib/server/security/guards.ts).
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('an expired reservation is released once, though both instances release it at the same moment', async () => {
    const buyer = await signIn(outboxPath, proxy.url);
    const listing = (await call(a.url, '/api/shop/products?category=mobile&pageSize=5')).json as { data: { items: { id: number }[] } };
    const detail = (await call(a.url, `/api/public/products/${listing.data.items[1]!.id}`)).json as { data: { variants: { id: number; stock: number }[] } };
    const variant = detail.data.variants.find((v) => v.stock >= 2)!;
    const added = await call(a.url, '/api/user/addBasket', formBody('POST', { productPropertyId: String(variant!.id), qty: '1' }, buyer.token));
    expect(added.status, added.text).toBe(200);
    const { rows: [place] } = await sql.query<{ province_id: number; city_id: number }>("select province_id, city_id from branches where kind = 'branch' limit 1");
    const address = await call(
      b.url,
      '/api/user/addresses',
      jsonBody('POST', { provinceId: place!.province_id, cityId: place!.city_id, address: 'خیابان آزادی، پلاک ۱۲', postalCode: '1234567890', receiverName: 'مریم رضایی', receiverMobile: buyer.mobile }, buyer.token),
    );
    expect(address.status, address.text).toBe(200);
    const addressId = (address.json as { data: { id: number } }).data.id;
    const placed = await call(a.url, '/api/user/orders', jsonBody('POST', { addressId, shippingMethod: 'post', paymentMethod: 'gateway' }, buyer.token));
    expect(placed.status, placed.text).toBe(200);
    const orderId = (placed.json as { data: { orderId: number } }).data.orderId;
    const held = await sql.query<{ stock: number }>('select stock from product_variants where id = $1', [variant!.id]);
    expect(held.rows[0]!.stock).toBe(variant!.stock - 1);

    await sql.query("update orders set reserved_until = now() - interval '1 minute' where id = $1", [orderId]);
    // Reading one's orders releases one's own expired reservations, on whichever instance answers.
    await Promise.all([a, b, a, b].map((i) => call(i.url, '/api/user/orders', bearer(buyer.token))));

    const after = await sql.query<{ stock: number }>('select stock from product_variants where id = $1', [variant!.id]);
    expect(after.rows[0]!.stock).toBe(variant!.stock);
    const events = await sql.query<{ n: number }>("select count(*)::int as n from order_events where order_id = $1 and status = 'cancelled'", [orderId]);
    expect(events.rows[0]!.n).toBe(1);
  });

  it('serves the build as the post-build scripts left it (compile hints, no global-error stylesheet)', async () => {
    const standalone = path.join(process.cwd(), '.next/standalone/.next');
    const { rootMainFiles } = JSON.parse(readFileSync(path.join(standalone, 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] };
    const script = await call(a.url, `/_next/${rootMainFiles.find((f) => f.endsWith('.js'))}`);
    expect(script.status).toBe(200);
    expect(script.text.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    const manifestFile = readFileSync(path.join(standalone, 'server/app/(shop)/products/[id]/[slug]/page_client-reference-manifest.js'), 'utf8');
    const manifest = JSON.parse(/ = (\{.*\});?$/m.exec(manifestFile)?.[1] ?? '{}') as { entryCSSFiles?: Record<string, unknown[]> };
    expect(manifest.entryCSSFiles?.['[project]/app/global-error']).toEqual([]);
  });

  it('writes one log line per request, with its id, status and time, and the signed-in user', async () => {
    const user = await signIn(outboxPath, a.url);
    const res = await call(a.url, '/api/user/orders', { headers: { Authorization: `Bearer ${user.token}`, 'X-Request-Id': 'fleet-check-1' } });
    expect(res.headers.get('x-request-id')).toBe('fleet-check-1');
    let line: Record<string, unknown> | undefined;
    await within(1000, async () => Boolean((line = logLines(a).find((l) => l.reqId === 'fleet-check-1'))));
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/api/user/orders', status: 200, userId: user.userId });
    expect(typeof line?.ms).toBe('number');
    // No token, code or password reaches either instance's log.
    const everything = [...a.lines, ...b.lines].join('\n');
    expect(everything).not.toContain(user.token);
  });
});
