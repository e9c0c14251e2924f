import 'server-only';
import type { Context } from 'hono';
import type { StoredFile } from '../../../providers/storage/file-storage';

const extension = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const;

/**
 * A stored document as a download, streamed from storage: its sniffed type, never sniffed again by the browser, never cached on the way,
 * and shown inline only in a sandbox (a PDF cannot run script against our origin).
 */
export function fileResponse(c: Context, file: StoredFile & { mime: keyof typeof extension; kind: string }) {
  return c.body(file.body, 200, {
    'Content-Type': file.mime,
    'Content-Length': String(file.size),
    'Content-Disposition': `inline; filename="${file.kind}.${extension[file.mime]}"`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    'Cache-Control': 'private, no-store',
  });
}
