import 'server-only';

export type UploadMime = 'image/jpeg' | 'image/png' | 'application/pdf';

const signatures: readonly [UploadMime, readonly number[]][] = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/** The type by the file's first bytes (magic numbers); the name and the browser's claim are not trusted. */
export function sniffMime(bytes: Uint8Array): UploadMime | null {
  for (const [mime, magic] of signatures) {
    if (bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b)) return mime;
  }
  return null;
}
