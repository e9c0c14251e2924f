import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropGlobalErrorCss } from './global-error-css';

const sheet = { path: 'static/chunks/root.css', inlined: true, content: 'body{margin:0}' };

function manifestFile(route: string, entryCSSFiles: Record<string, unknown[]>): string {
  const manifest = { moduleLoading: { prefix: '' }, entryCSSFiles, entryJSFiles: { '[project]/app/global-error': ['static/chunks/a.js'] } };
  return [
    'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};',
    `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify(manifest)};`,
    '',
  ].join('\n');
}

function load(file: string): Record<string, { entryCSSFiles: Record<string, unknown[]>; entryJSFiles: unknown }> {
  const scope = { __RSC_MANIFEST: {} };
  new Function('globalThis', readFileSync(file, 'utf8'))(scope);
  return scope.__RSC_MANIFEST;
}

describe('dropGlobalErrorCss', () => {
  let dist: string;
  const file = (...parts: string[]) => path.join(dist, 'server', 'app', ...parts);

  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'global-error-css-'));
    mkdirSync(file('(shop)', 'products', '[id]'), { recursive: true });
    writeFileSync(
      file('(shop)', 'products', '[id]', 'page_client-reference-manifest.js'),
      manifestFile('/(shop)/products/[id]/page', { '[project]/app/layout': [sheet], '[project]/app/global-error': [sheet] }),
    );
    writeFileSync(file('page_client-reference-manifest.js'), manifestFile('/page', { '[project]/app/layout': [sheet] }));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("empties global-error's stylesheets, keeps the layout's and everything else, and still loads", () => {
    expect(dropGlobalErrorCss(dist)).toEqual([path.join('server', 'app', '(shop)', 'products', '[id]', 'page_client-reference-manifest.js')]);
    const route = load(file('(shop)', 'products', '[id]', 'page_client-reference-manifest.js'))['/(shop)/products/[id]/page'];
    expect(route?.entryCSSFiles).toEqual({ '[project]/app/layout': [sheet], '[project]/app/global-error': [] });
    expect(route?.entryJSFiles).toEqual({ '[project]/app/global-error': ['static/chunks/a.js'] });
  });

  it('changes nothing on a second run', () => {
    dropGlobalErrorCss(dist);
    const before = readFileSync(file('(shop)', 'products', '[id]', 'page_client-reference-manifest.js'), 'utf8');
    expect(dropGlobalErrorCss(dist)).toEqual([]);
    expect(readFileSync(file('(shop)', 'products', '[id]', 'page_client-reference-manifest.js'), 'utf8')).toBe(before);
  });

  it('stops when a manifest is not in the form it knows', () => {
    writeFileSync(file('page_client-reference-manifest.js'), 'self.__RSC_MANIFEST = {};');
    expect(() => dropGlobalErrorCss(dist)).toThrow(/no route manifest in the expected form/);
  });

  it('says what is missing when there is no build', () => {
    rmSync(path.join(dist, 'server'), { recursive: true });
    mkdirSync(path.join(dist, 'server', 'app'), { recursive: true });
    expect(() => dropGlobalErrorCss(dist)).toThrow(/run next build first/);
  });
});
