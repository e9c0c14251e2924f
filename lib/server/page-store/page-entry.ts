import 'server-only';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';

// The shapes of Next's cache handler values (next/dist/server/response-cache/types) this store keeps. Written
// out here because Next declares their kinds as a const enum, which isolated modules cannot read.
type Headers = Record<string, string | string[] | number | undefined>;
export type AppPageValue = {
  kind: 'APP_PAGE';
  html: string;
  rscData?: Buffer;
  segmentData?: Map<string, Buffer>;
  postponed?: string;
  headers?: Headers;
  status?: number;
};
export type AppRouteValue = { kind: 'APP_ROUTE'; body: Buffer; headers: Headers; status: number };
/** Data-cache (fetch) and redirect entries: plain JSON. */
export type OtherValue = { kind: 'FETCH' | 'REDIRECT' | 'PAGES'; tags?: string[] };
export type PageValue = AppPageValue | AppRouteValue | OtherValue;

export type CacheControl = { revalidate: number | false; expire: number | undefined };

/** What Next's cache handler gets back (CacheHandlerValue), plus the tags that expire it. */
export type PageEntry = { lastModified: number; value: PageValue; cacheControl?: CacheControl; tags: string[] };

const TAGS_HEADER = 'x-next-cache-tags';

/** The tags Next rendered the entry under: its own and the implicit ones of its path and layouts (_N_T_/…). */
export function tagsOf(value: PageValue, extra: readonly string[] = []): string[] {
  const header = value.kind === 'APP_PAGE' || value.kind === 'APP_ROUTE' ? value.headers?.[TAGS_HEADER] : undefined;
  const own = typeof header === 'string' ? header.split(',') : value.kind === 'FETCH' ? (value.tags ?? []) : [];
  return [...new Set([...own, ...extra].filter(Boolean))];
}

/** Bytes the entry holds, for the memory bound. */
export function sizeOfEntry(entry: PageEntry): number {
  const v = entry.value;
  if (v.kind === 'APP_PAGE') {
    let size = v.html.length + (v.rscData?.length ?? 0);
    for (const segment of v.segmentData?.values() ?? []) size += segment.length;
    return size + 1024;
  }
  if (v.kind === 'APP_ROUTE') return v.body.length + 1024;
  return JSON.stringify(v).length + 1024;
}

/** A kept page older than this goes from Redis even when Next set no expiry (a page never revalidated). */
const MAX_TTL_SECONDS = 24 * 3600;

/**
 * How long Redis keeps an entry: Next never serves a page past its `expire` (it renders it again first), so
 * keeping it longer would only hold memory.
 */
export function ttlSeconds(cacheControl: CacheControl | undefined): number {
  const expire = cacheControl?.expire;
  const revalidate = cacheControl?.revalidate;
  const seconds = typeof expire === 'number' ? expire : typeof revalidate === 'number' ? revalidate * 2 : MAX_TTL_SECONDS;
  return Math.max(1, Math.min(MAX_TTL_SECONDS, Math.ceil(seconds)));
}

type WireValue =
  | (Omit<AppPageValue, 'rscData' | 'segmentData'> & { rscData?: string; segmentData?: [string, string][] })
  | (Omit<AppRouteValue, 'body'> & { body: string })
  | OtherValue;

function toWire(value: PageValue): WireValue {
  if (value.kind === 'APP_PAGE') {
    return {
      ...value,
      rscData: value.rscData?.toString('base64'),
      segmentData: value.segmentData ? [...value.segmentData].map(([path, data]) => [path, data.toString('base64')]) : undefined,
    };
  }
  if (value.kind === 'APP_ROUTE') return { ...value, body: value.body.toString('base64') };
  return value;
}

function fromWire(wire: WireValue): PageValue {
  if (wire.kind === 'APP_PAGE') {
    return {
      ...wire,
      rscData: wire.rscData === undefined ? undefined : Buffer.from(wire.rscData, 'base64'),
      segmentData: wire.segmentData ? new Map(wire.segmentData.map(([path, data]) => [path, Buffer.from(data, 'base64')])) : undefined,
    };
  }
  if (wire.kind === 'APP_ROUTE') return { ...wire, body: Buffer.from(wire.body, 'base64') };
  return wire;
}

const zip = promisify(gzip);
const unzip = promisify(gunzip);

/** The entry as Redis keeps it: JSON, gzipped (a 500 KB product page takes about a tenth of that). */
export async function encodeEntry(entry: PageEntry): Promise<Buffer> {
  return zip(JSON.stringify({ ...entry, value: toWire(entry.value) }));
}

export async function decodeEntry(bytes: Buffer): Promise<PageEntry> {
  const parsed = JSON.parse((await unzip(bytes)).toString('utf8')) as Omit<PageEntry, 'value'> & { value: WireValue };
  return { ...parsed, value: fromWire(parsed.value) };
}
