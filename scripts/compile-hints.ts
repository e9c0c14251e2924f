// After `next build`: marks the framework scripts every page loads first (React, the Next router, the Turbopack
// runtime: build-manifest.json's rootMainFiles) with V8's explicit compile hint. Chrome then compiles all of
// their functions while it streams them in, on a background thread, instead of one by one on the main thread as
// the page hydrates, which on a phone was a third of its script time and Lighthouse's Total Blocking Time.
// https://v8.dev/blog/explicit-compile-hints — other browsers read the line as a comment.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Adds the hint to each first-load script of the build in `distDir` (once); returns the files it marked. */
export function addCompileHints(distDir: string): string[] {
  const manifestPath = path.join(distDir, 'build-manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run next build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { rootMainFiles?: string[] };
  const marked: string[] = [];
  for (const file of manifest.rootMainFiles ?? []) {
    if (!file.endsWith('.js')) continue;
    const full = path.join(distDir, file);
    const source = readFileSync(full, 'utf8');
    // The hint counts only as a script's very first line.
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(full, COMPILE_HINT + source);
    marked.push(file);
  }
  return marked;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const marked = addCompileHints(path.join(process.cwd(), '.next'));
  console.log(`compile hints: ${marked.length} first-load script(s) marked`);
}
