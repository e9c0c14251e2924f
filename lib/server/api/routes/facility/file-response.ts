import 'server-only';
import type { Context } from 'hono';

const extension = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const;

/**
 * A stored document as a download: its sniffed type, never sniffed again by the browser, never cached on the way,
 * and shown inline only in a sandbox (a PDF cannot run script against our origin).
 */
export function fileResponse(c: Context, file: { bytes: Uint8Array; mime: keyof typeof extension; kind: string }) {
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': file.mime,
    'Content-Disposition': `inline; filename="${file.kind}.${extension[file.mime]}"`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    'Cache-Control': 'private, no-store',
  });
}
