// The listing and related products at the service level, no HTTP (issue 26): getListing for category=mobile, cheapest
// first, with a new priceMin per call so every call reads the database; listRelatedProducts with the cache cleared.
// Usage: DATABASE_URL=postgres://…/vitrin_bench_100000 node --conditions=react-server --import tsx bench/listing-service.ts
import { sql } from 'drizzle-orm';
import type { ListingQuery } from '@/lib/contracts/listing';
import { clearCache } from '@/lib/server/cache';
import { closeDb, getDb } from '@/lib/server/db/client';
import { getListing } from '@/lib/server/services/catalog/listing';
import { listRelatedProducts } from '@/lib/server/services/catalog/product-related';
import { runMain } from './server';

const CALLS = 60;
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!.toFixed(1);

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

runMain(async () => {
  const base: ListingQuery = { category: 'mobile', search: undefined, brands: [], colors: [], sort: 'cheapest', page: 1, pageSize: 24, inStock: false, discount: false };
  let floor = 1_000_000;
  for (let i = 0; i < 10; i++) await getListing({ ...base, priceMin: floor++ });
  const listing = await timed(() => getListing({ ...base, priceMin: floor++ }));
  const result = await getDb().execute(sql`select product_id, category_id from product_summaries where in_stock order by product_id limit 1`);
  const [subject] = (result as unknown as { rows: { product_id: number; category_id: number }[] }).rows;
  if (!subject) throw new Error('no product to relate to');
  const related = await timed(() => {
    clearCache();
    return listRelatedProducts({ id: subject.product_id, categoryId: subject.category_id, relatedIds: [] }, 8, new Date());
  });
  console.table([
    { read: 'listing', 'p10 ms': percentile(listing, 0.1), 'p50 ms': percentile(listing, 0.5), 'p90 ms': percentile(listing, 0.9) },
    { read: 'related products', 'p10 ms': percentile(related, 0.1), 'p50 ms': percentile(related, 0.5), 'p90 ms': percentile(related, 0.9) },
  ]);
  await closeDb();
});
