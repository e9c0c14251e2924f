import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The fleet and shutdown tests (tests/fleet): they start the production servers of a finished build
// (`npm run build`), so they run after it, in `npm run test:e2e`, not with the unit and API suites.
const root = import.meta.dirname;

export default defineConfig({
  // As in vitest.config.mts: `server-only` throws outside a React server bundle.
  resolve: { alias: { '@': root, 'server-only': path.join(root, 'tests/setup/empty.ts') } },
  test: {
    name: 'fleet',
    environment: 'node',
    include: ['tests/fleet/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One file at a time: each starts its own servers on a 2-core machine.
    fileParallelism: false,
  },
});
