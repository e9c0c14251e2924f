import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every environment variable the code reads through `process.env` is documented: the shop's settings in
 * docs/configuration.md and .env.example (lib/server/env.test.ts checks the ones env.ts parses), the test knobs in
 * docs/testing.md, the benchmarks' in docs/performance.md. The few names below are not settings: Next's own, the CI's flag, and what the test harness sets
 * for the processes it starts.
 */
const root = path.join(import.meta.dirname, '..');
const SOURCE_DIRS = ['app', 'lib', 'components', 'features', 'scripts', 'tests', 'bench'];
const ROOT_FILES = ['instrumentation.ts', 'next.config.ts', 'playwright.config.ts', 'vitest.config.mts', 'vitest.fleet.config.mts', 'drizzle.config.ts'];

const NOT_SETTINGS = new Set([
  // Next's own, set by Next for the code it runs.
  'NEXT_RUNTIME',
  'NEXT_PHASE',
  '__NEXT_PRIVATE_STANDALONE_CONFIG',
  // Set by CI services themselves.
  'CI',
  // Set by vitest.config.mts for the test processes (quiets a warning of the AWS SDK on Node 20).
  'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED',
]);
/** playwright.config.ts makes these for the server and workers of a browser test run. */
const HARNESS = /^E2E_/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|mjs|cjs)$/.test(name) ? [full] : [];
  });
}

function namesRead(): Set<string> {
  const files = [...SOURCE_DIRS.flatMap((d) => sourceFiles(path.join(root, d))), ...ROOT_FILES.map((f) => path.join(root, f))];
  const names = new Set<string>();
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(/process\.env(?:\.([A-Za-z_][A-Za-z0-9_]*)|\[['"]([A-Za-z_][A-Za-z0-9_]*)['"]\])/g)) {
      names.add((m[1] ?? m[2])!);
    }
  }
  return names;
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('environment variables read by the code', () => {
  it('are documented: settings in docs/configuration.md and .env.example, test and bench knobs in docs/testing.md or docs/performance.md', () => {
    const configuration = read('docs/configuration.md');
    const example = read('.env.example');
    const knobs = read('docs/testing.md') + read('docs/performance.md');
    const undocumented = [...namesRead()]
      .filter((name) => !NOT_SETTINGS.has(name) && !HARNESS.test(name))
      .filter((name) => {
        const setting = configuration.includes(`\`${name}\``) && example.includes(`# ${name}=`);
        return !setting && !knobs.includes(`\`${name}\``);
      });
    expect(undocumented).toEqual([]);
  });
});
