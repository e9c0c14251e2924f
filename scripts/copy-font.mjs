// next/font/local needs a file name without brackets (FA-NOTES.md "Font"): copy the
// variable Vazirmatn from the npm package on install instead of committing the binary.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const pkgDir = path.dirname(require.resolve('vazirmatn/package.json'));
const target = path.join(import.meta.dirname, '..', 'app', 'fonts', 'vazirmatn.woff2');
mkdirSync(path.dirname(target), { recursive: true });
copyFileSync(path.join(pkgDir, 'fonts', 'webfonts', 'Vazirmatn[wght].woff2'), target);
