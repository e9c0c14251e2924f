import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints } from './compile-hints';

describe('addCompileHints', () => {
  let dist: string;
  const chunk = (name: string) => path.join(dist, 'static', 'chunks', name);

  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'hints-'));
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    writeFileSync(chunk('react.js'), 'var react=1;');
    writeFileSync(chunk('runtime.js'), 'var runtime=1;');
    writeFileSync(chunk('page.js'), 'var page=1;');
    writeFileSync(chunk('styles.css'), 'a{}');
    const manifest = { rootMainFiles: ['static/chunks/react.js', 'static/chunks/runtime.js', 'static/chunks/styles.css'] };
    writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify(manifest));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('puts the hint as the first line of every first-load script and leaves the rest alone', () => {
    expect(addCompileHints(dist)).toEqual(['static/chunks/react.js', 'static/chunks/runtime.js']);
    expect(readFileSync(chunk('react.js'), 'utf8')).toBe(`${COMPILE_HINT}var react=1;`);
    expect(readFileSync(chunk('runtime.js'), 'utf8')).toBe(`${COMPILE_HINT}var runtime=1;`);
    expect(readFileSync(chunk('page.js'), 'utf8')).toBe('var page=1;');
    expect(readFileSync(chunk('styles.css'), 'utf8')).toBe('a{}');
  });

  it('marks a script once however often it runs', () => {
    addCompileHints(dist);
    expect(addCompileHints(dist)).toEqual([]);
    expect(readFileSync(chunk('react.js'), 'utf8')).toBe(`${COMPILE_HINT}var react=1;`);
  });

  it('says what is missing when there is no build', () => {
    rmSync(path.join(dist, 'build-manifest.json'));
    expect(() => addCompileHints(dist)).toThrow(/build-manifest\.json is missing: run next build first/);
  });
});
