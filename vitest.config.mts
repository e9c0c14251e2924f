import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
// The AWS SDK warns once per process that its 2027 releases will need Node 22 (docs/operations.md); not in test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const alias = {
  '@': root,
  // `server-only` throws outside a React server bundle; tests import server modules directly.
  'server-only': path.join(root, 'tests/setup/empty.ts'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['lib/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['lib/server/**'],
          setupFiles: ['tests/setup/console.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          // In-process calls have no socket: the tests stand behind one trusted proxy and name the client in X-Forwarded-For.
          env: { TRUST_PROXY: '1' },
          include: ['lib/server/**/*.test.ts'],
          globalSetup: ['tests/setup/db-global.ts'],
          setupFiles: ['tests/setup/console.ts', 'tests/setup/db-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['components/**/*.test.tsx', 'features/**/*.test.tsx', 'app/**/*.test.tsx'],
          setupFiles: ['tests/setup/console.ts', 'tests/setup/dom.ts'],
        },
      },
    ],
  },
});
