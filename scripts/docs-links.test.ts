import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every relative link of the documentation (README.md, CONTRIBUTING.md, docs/) points at a file or folder that
 * exists, and a link's #fragment at a heading of its target, so moving or renaming a page breaks `npm test`
 * instead of a reader's click. Addresses with a scheme (https:, mailto:) are not followed.
 */
const root = path.join(import.meta.dirname, '..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith('.md') ? [full] : [];
  });
}

/** The text outside fenced code blocks. */
const withoutFences = (text: string) => text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

/** The text outside code, where a link is a link. */
const prose = (text: string) => withoutFences(text).replace(/`[^`\n]*`/g, '');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(file: string): Set<string> {
  const text = withoutFences(readFileSync(file, 'utf8'));
  return new Set([...text.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((m) => anchorOf(m[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'))));
}

/** The targets of `[text](target)` and `[label]: target` links. */
export function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const reference = [...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((m) => m[1]!);
  return [...inline, ...reference];
}

const files = [path.join(root, 'README.md'), path.join(root, 'CONTRIBUTING.md'), ...markdownFiles(path.join(root, 'docs'))].filter((f) =>
  existsSync(f),
);

describe('documentation links', () => {
  it('finds the documentation', () => {
    expect(files.map((f) => path.relative(root, f))).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'docs/architecture.md']));
  });

  it.each(files.map((f) => [path.relative(root, f), f]))('%s: every relative link resolves', (_name, file) => {
    const broken: string[] = [];
    for (const target of linkTargets(readFileSync(file, 'utf8'))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [rawPath = '', fragment] = target.split('#');
      const resolved = rawPath === '' ? file : path.resolve(path.dirname(file), decodeURIComponent(rawPath));
      if (!existsSync(resolved)) {
        broken.push(target);
        continue;
      }
      if (fragment && resolved.endsWith('.md') && !anchors(resolved).has(decodeURIComponent(fragment))) broken.push(target);
    }
    expect(broken).toEqual([]);
  });
});

describe('the link reader', () => {
  it('reads inline and reference links, not code', () => {
    const md = 'See [a](docs/a.md#x) and [b]: ../b.md\n\n[c]: c.md\n\n`[d](d.md)`\n\n```\n[e](e.md)\n```\n';
    expect(linkTargets(md)).toEqual(['docs/a.md#x', 'c.md']);
  });

  it('makes GitHub anchors', () => {
    expect(anchorOf('Add an API endpoint')).toBe('add-an-api-endpoint');
    expect(anchorOf('Kept pages (ISR)')).toBe('kept-pages-isr');
    expect(anchorOf('تاریخ شمسی')).toBe('تاریخ-شمسی');
    expect(anchorOf('The client address and `TRUST_PROXY`')).toBe('the-client-address-and-trust_proxy');
  });
});
