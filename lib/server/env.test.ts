import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envVariableNames } from './env';

const root = path.join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The variables the configuration page's tables name in their first column. */
function documented(): Set<string> {
  const names = read('docs/configuration.md')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));
  return new Set(names);
}

/** The `# NAME=` lines of .env.example. */
function exampled(): Set<string> {
  return new Set([...read('.env.example').matchAll(/^# ([A-Z][A-Z0-9_]+)=$/gm)].map((m) => m[1]!));
}

describe('configuration', () => {
  it('documents every variable lib/server/env.ts reads, in docs/configuration.md and .env.example', () => {
    const names = envVariableNames();
    expect(names.length).toBeGreaterThan(50);
    expect(names.filter((n) => !documented().has(n))).toEqual([]);
    expect(names.filter((n) => !exampled().has(n))).toEqual([]);
  });

  it('lists the same variables on the page and in the example file', () => {
    expect([...documented()].sort()).toEqual([...exampled()].sort());
  });
});
