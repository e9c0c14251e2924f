import { sql } from 'drizzle-orm';
import { clearCache } from '@/lib/server/cache';
import { closeDb, getDb } from '@/lib/server/db/client';
import { getListing } from '@/lib/server/services/catalog/listing';
import { listRelatedProducts } from '@/lib/server/services/catalog/product-related';

async function main() {
  const q = { category: 'mobile', brands: [], colors: [], sort: 'cheapest' as const, page: 1, pageSize: 24, inStock: false, discount: false };
  let n = 0;
  for (let i = 0; i < 10; i++) await getListing({ ...q, priceMin: 1_000_000 + n++ });
  const xs: number[] = [];
  for (let i = 0; i < 60; i++) { const t = performance.now(); await getListing({ ...q, priceMin: 1_000_000 + n++ }); xs.push(performance.now() - t); }
  const [own] = (await getDb().execute(sql`select product_id, category_id from product_summaries where category_id = 9 limit 1`) as unknown as { rows: { product_id: number; category_id: number }[] }).rows;
  const rs: number[] = [];
  for (let i = 0; i < 60; i++) { clearCache(); const t = performance.now(); await listRelatedProducts({ id: own!.product_id, categoryId: own!.category_id }, 8, new Date()); rs.push(performance.now() - t); }
  const p = (a: number[], q2: number) => a.sort((x, y) => x - y)[Math.floor(a.length * q2)]!.toFixed(1);
  console.log(JSON.stringify({ db: process.env.DATABASE_URL!.split('/').pop(), listingP50: p(xs, 0.5), listingP10: p(xs, 0.1), listingP90: p(xs, 0.9), relatedP50: p(rs, 0.5), relatedP90: p(rs, 0.9) }));
  await closeDb();
}
void main();
