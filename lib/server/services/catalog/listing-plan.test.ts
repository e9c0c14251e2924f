import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getDb } from '@/lib/server/db/client';
import { categories, productSummaries } from '@/lib/server/db/schema';
import { seedSynthetic } from '@/lib/server/seed/seed-synthetic';
import { pageItems } from './listing-query';
import type { CardOrder, CardScope } from './listing-query';
import { listRelatedProducts } from './product-related';

// Issue 26: on a synthetic catalog, a listing page reads about the rows it shows, not every product of its
// category. EXPLAIN ANALYZE counts the rows each scan of product_summaries produced and removed by a filter.

type PlanNode = { 'Relation Name'?: string; 'Actual Rows'?: number; 'Actual Loops'?: number; 'Rows Removed by Filter'?: number; Plans?: PlanNode[] };
const planSchema = z.array(z.object({ Plan: z.custom<PlanNode>((x) => typeof x === 'object' && x !== null) }));

function summaryRowsRead(node: PlanNode): number {
  const own = node['Relation Name'] === 'product_summaries' ? ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * (node['Actual Loops'] ?? 1) : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + summaryRowsRead(child), 0);
}

async function rowsRead(query: ReturnType<typeof sql>): Promise<number> {
  const result = await getDb().execute(sql`explain (analyze, format json) ${query}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const raw = rows[0]!['QUERY PLAN'];
  const [plan] = planSchema.parse(typeof raw === 'string' ? JSON.parse(raw) : raw);
  return summaryRowsRead(plan!.Plan);
}

describe('listing on a synthetic catalog', () => {
  let scope: CardScope;
  let inScope = 0;

  beforeAll(async () => {
    await seedSynthetic(getDb(), 10_000);
    await getDb().execute(sql`analyze product_summaries`);
    const [mobile] = await getDb().select().from(categories).where(eq(categories.slug, 'mobile'));
    const children = await getDb().select({ id: categories.id }).from(categories).where(eq(categories.parentId, mobile!.id));
    const categoryIds = [mobile!.id, ...children.map((c) => c.id)];
    scope = { categoryIds };
    inScope = await getDb().$count(productSummaries, inArray(productSummaries.categoryId, categoryIds));
  }, 300_000);

  it('reads a page through a sort index, not the whole category, for every sort and with a price filter', async () => {
    expect(inScope).toBeGreaterThan(1_500);
    const sorts: CardOrder[] = ['newest', 'bestselling', 'cheapest', 'expensive', 'discount'];
    for (const order of sorts) {
      for (const filters of [{}, { priceMin: 3_000_000 }]) {
        const read = await rowsRead(sql`select ${pageItems(scope, { filters, order, limit: 24, offset: 0 })}`);
        expect(read, `${order} ${JSON.stringify(filters)}`).toBeLessThan(inScope / 10);
      }
    }
  });

  it('reads related products from the related index, whatever the category holds', async () => {
    const [subject] = await getDb().select().from(productSummaries).where(inArray(productSummaries.categoryId, scope.categoryIds!)).limit(1);
    const related = await listRelatedProducts({ id: subject!.productId, categoryId: subject!.categoryId, relatedIds: [] }, 8, new Date());
    expect(related).toHaveLength(8);
    const s = productSummaries;
    const read = await rowsRead(sql`select * from (
      (select * from ${s} where ${s.categoryId} = ${subject!.categoryId} and ${s.inStock} and ${s.productId} <> ${subject!.productId}
         and ${s.payable} >= ${subject!.payable} order by ${s.payable} asc limit 8)
      union all
      (select * from ${s} where ${s.categoryId} = ${subject!.categoryId} and ${s.inStock} and ${s.productId} <> ${subject!.productId}
         and ${s.payable} < ${subject!.payable} order by ${s.payable} desc limit 8)) near`);
    expect(read).toBeLessThanOrEqual(20);
  });
});
