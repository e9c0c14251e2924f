import 'server-only';
import { isIP } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (isIP has accepted it already). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * A client address as a limit key, or undefined when it is not an address (a forged `198.51.100.9401`, a name,
 * junk): such a value must never become a key, or every new spelling would start a fresh count. IPv4 counts as
 * itself (also when written IPv4-mapped or with a port); IPv6 by its /64, the block one subscriber is given.
 */
export function addressKey(raw: string | undefined | null): string | undefined {
  if (!raw) return undefined;
  let text = raw.trim();
  const withPort = /^\[([^\]]+)\]:(\d{1,5})$|^\[([^\]]+)\]$|^([\d.]+):(\d{1,5})$/.exec(text);
  if (withPort) {
    const port = withPort[2] ?? withPort[5];
    if (port !== undefined && Number(port) > 65_535) return undefined;
    text = (withPort[1] ?? withPort[3] ?? withPort[4])!;
  }
  text = text.replace(/%[\w.-]+$/, '');
  const kind = isIP(text);
  if (kind === 4) return text;
  if (kind !== 6) return undefined;
  const groups = ipv6Groups(text.toLowerCase());
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/**
 * Whose request this is, for per-client limits. `hops` is TRUST_PROXY: with 0 only the socket's peer counts and
 * X-Forwarded-For is ignored (anyone can write it). With n, the n proxies nearest to us are believed: each one's
 * entry, read from the right, names the next address out. A malformed entry stops the walk at the last trusted
 * address (the proxy that passed it on), and a request with no usable address at all shares the key 'unknown'.
 */
export function clientAddress(input: { peer: string | undefined; forwardedFor: string | null | undefined; hops: number }): string {
  let current = addressKey(input.peer);
  const entries = (input.forwardedFor ?? '').split(',').map((e) => e.trim()).filter(Boolean).reverse();
  for (const entry of entries.slice(0, input.hops)) {
    const next = addressKey(entry);
    if (!next) break;
    current = next;
  }
  return current ?? 'unknown';
}
