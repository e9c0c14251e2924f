// After `next build`: keeps the root stylesheet out of global-error's share of every page's flight data.
// Turbopack assigns the root segment's stylesheet to every file of that segment, app/global-error.tsx included
// (which imports no CSS and carries its own few rules). Next sends global-error's stylesheets with every page's
// flight data, and with inlined CSS that is the whole stylesheet (44 KB, about 10 KB gzip) a second time in every
// document's flight data (a third in the document), parsed on the phone's main thread as part of a script. The server reads which stylesheets belong to
// which file from each route's client reference manifest, so this empties global-error's list there; the layout's
// own copy, the one the page renders with, stays.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const GLOBAL_ERROR = '[project]/app/global-error';
const MANIFEST_SUFFIX = '_client-reference-manifest.js';
// One route per line: globalThis.__RSC_MANIFEST["/route/page"] = {…JSON…};
const ROUTE_LINE = /^(globalThis\.__RSC_MANIFEST\[".*?"\] = )(\{.*\});?$/;

type Manifest = { entryCSSFiles?: Record<string, unknown[]> };

function manifestFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(MANIFEST_SUFFIX))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Empties global-error's stylesheet list in every route manifest of the build in `distDir`; returns the files changed. */
export function dropGlobalErrorCss(distDir: string): string[] {
  const files = manifestFiles(path.join(distDir, 'server', 'app'));
  if (files.length === 0) throw new Error(`no client reference manifests under ${distDir}/server/app: run next build first`);
  const changed: string[] = [];
  for (const file of files) {
    let routes = 0;
    let edited = false;
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => {
        const match = ROUTE_LINE.exec(line);
        if (!match) return line;
        routes++;
        const manifest = JSON.parse(match[2] ?? '') as Manifest;
        if (!manifest.entryCSSFiles?.[GLOBAL_ERROR]?.length) return line;
        manifest.entryCSSFiles[GLOBAL_ERROR] = [];
        edited = true;
        return `${match[1]}${JSON.stringify(manifest)};`;
      });
    // A Next release that writes these files differently should stop the build, not pass unnoticed.
    if (routes === 0) throw new Error(`${file}: no route manifest in the expected form`);
    if (!edited) continue;
    writeFileSync(file, lines.join('\n'));
    changed.push(path.relative(distDir, file));
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const changed = dropGlobalErrorCss(path.join(process.cwd(), '.next'));
  console.log(`global-error stylesheet: dropped from ${changed.length} route manifest(s)`);
}
