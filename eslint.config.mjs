import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// STYLE.md §4: lib and components never import features or app; only lib/server and app import lib/server.
const noRoutesOrFeatures = { group: ['@/features/*', '@/app/*'], message: 'lib and components stay free of features and routes.' };
const noBackend = { group: ['@/lib/server/*'], message: 'Only routes and the backend itself import lib/server.' };
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const config = [
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**'] },
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  { files: ['lib/**'], ignores: ['lib/server/**'], rules: restrict(noRoutesOrFeatures, noBackend) },
  { files: ['lib/server/**'], rules: restrict(noRoutesOrFeatures) },
  { files: ['components/**'], rules: restrict(noRoutesOrFeatures, noBackend) },
  { files: ['features/**'], rules: restrict(noBackend) },
  // Features never import each other; routes (app/) compose them. Every folder under features/ is one feature.
  ...readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name: feature }) => ({
      files: [`features/${feature}/**`],
      rules: restrict(noBackend, {
        group: ['@/features/*', `!@/features/${feature}`],
        message: 'Features do not import each other: take the other feature as a prop or slot composed in app/.',
      }),
    })),
  // Services form layers (services/checkout orchestrates orders, payment, wallet and facility): no import cycles anywhere.
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
];

export default config;
