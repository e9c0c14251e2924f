// The Vazirmatn the pages load, built on install from the npm package (the binary is not committed):
// - next/font/local needs a file name without brackets (FA-NOTES.md "Font");
// - only the weights the UI uses (400–700) and the characters Persian pages show (Latin, Latin-1, the Arabic
//   block's letters Persian uses, general punctuation with ZWNJ and bidi marks, the rial sign) are kept:
//   111 KB becomes about 48 KB, which is most of what the phone's first screen waits for.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const pkgDir = path.dirname(require.resolve('vazirmatn/package.json'));
const source = readFileSync(path.join(pkgDir, 'fonts', 'webfonts', 'Vazirmatn[wght].woff2'));
const target = path.join(import.meta.dirname, '..', 'app', 'fonts', 'vazirmatn.woff2');

const RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  // Of the Arabic block, what Persian text uses: its punctuation, the Arabic letters (with kaf and yeh, which
  // pasted text often carries), diacritics and hamza, Arabic-Indic digits and separators, then the Persian
  // letters پ چ ژ ک گ ۀ ی and digits. The block's Urdu, Sindhi and Pashto letters cost 9 KB and are dropped.
  [0x60c, 0x60c],
  [0x61b, 0x61b],
  [0x61f, 0x61f],
  [0x621, 0x63a],
  [0x640, 0x655],
  [0x660, 0x66d],
  [0x670, 0x670],
  [0x67e, 0x67e],
  [0x686, 0x686],
  [0x698, 0x698],
  [0x6a9, 0x6a9],
  [0x6af, 0x6af],
  [0x6c0, 0x6c0],
  [0x6cc, 0x6cc],
  [0x6f0, 0x6f9],
  [0x2000, 0x206f],
  [0xfdfc, 0xfdfc],
];
let text = '';
for (const [from, to] of RANGES) for (let c = from; c <= to; c++) text += String.fromCodePoint(c);

const font = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 700 } } });
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, font);
