import 'server-only';

export type Encoding = 'br' | 'gzip';

/** The encoding to send: brotli when the client takes it, else gzip, else none (q=0 refuses one). */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}
