// Fills the database with the demo shop and, on request, synthetic products for benchmarks.
// Run: node --conditions=react-server --import tsx scripts/seed.ts [--reset] [--products N]
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { dbHandle } from '@/lib/server/db/client';
import type { Db } from '@/lib/server/db/client';
import { runMigrations } from '@/lib/server/db/migrate';
import * as schema from '@/lib/server/db/schema';
import { isDatabaseEmpty, seedDemo } from '@/lib/server/seed/seed-demo';
import { seedSynthetic } from '@/lib/server/seed/seed-synthetic';
import { reindexSearchText } from '@/lib/server/services/search/search-text';

type Args = { products: number; reset: boolean; reindex: boolean };

const usage =
  'usage: seed [--reset] [--products N] [--reindex]\n  --reset        empty every table first\n  --products N   add N synthetic products\n  --reindex      rebuild the products\' search text';

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { products: 0, reset: false, reindex: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2);
    if (flag === '--reset') args.reset = true;
    else if (flag === '--reindex') args.reindex = true;
    else if (flag === '--products') {
      const raw = inline ?? argv[++i];
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 0) throw new Error(`--products needs a whole number, got ${raw ?? 'nothing'}\n${usage}`);
      args.products = n;
    } else if (flag === '--help' || flag === '-h') {
      console.log(usage);
      process.exit(0);
    } else throw new Error(`unknown argument ${argv[i]}\n${usage}`);
  }
  return args;
}

async function truncateAll(db: Db): Promise<void> {
  const names = Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => `"${getTableName(table).replace(/"/g, '""')}"`);
  await db.execute(sql.raw(`TRUNCATE TABLE ${names.join(', ')} RESTART IDENTITY CASCADE`));
  console.log(`emptied ${names.length} tables`);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const handle = dbHandle();
  const where = handle.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${process.env.PGLITE_DIR ?? '.data/pglite'}`;
  console.log(`database: ${where}`);
  try {
    await runMigrations(handle);
    if (args.reset) await truncateAll(handle.db);

    const seeded = await isDatabaseEmpty(handle.db);
    if (seeded) {
      const started = performance.now();
      const summary = await seedDemo(handle.db);
      console.log(`demo seeded in ${seconds(started)}`);
      console.table(summary);
    } else {
      console.log('demo already seeded; use --reset to start over');
    }

    if (args.products > 0) {
      const started = performance.now();
      let lastPrinted = 0;
      await seedSynthetic(handle.db, args.products, {
        onProgress: (done, total) => {
          if (done === total || performance.now() - lastPrinted > 2_000) {
            lastPrinted = performance.now();
            console.log(`synthetic products: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${seconds(started)})`);
          }
        },
      });
      console.log(`${args.products.toLocaleString('en-US')} synthetic products added in ${seconds(started)}`);
    }

    if (args.products > 0 || seeded) {
      // A bulk load leaves the planner without statistics until autovacuum gets to it (if it runs at all), and the
      // listing's sort indexes need them to be chosen; VACUUM also marks the pages all-visible for index-only scans.
      const started = performance.now();
      await handle.db.execute(sql`vacuum (analyze) ${schema.products}, ${schema.productVariants}, ${schema.productSummaries}`);
      console.log(`statistics gathered (VACUUM ANALYZE) in ${seconds(started)}`);
    }

    if (args.reindex) {
      const started = performance.now();
      const count = await reindexSearchText(handle.db);
      console.log(`search text rebuilt for ${count.toLocaleString('en-US')} products in ${seconds(started)}`);
    }

    const [counts] = await handle.db
      .select({
        products: sql<number>`(select count(*)::int from ${schema.products})`,
        variants: sql<number>`(select count(*)::int from ${schema.productVariants})`,
      })
      .from(schema.companySettings);
    if (counts) console.log(`now in the shop: ${counts.products} products, ${counts.variants} variants`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
