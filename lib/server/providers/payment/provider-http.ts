import 'server-only';

export type HttpAnswer = { status: number; json: unknown };

/** One JSON call to a provider, with a timeout; an unreadable body reads as null, a network failure throws. */
export async function postJson(url: string, body: unknown, headers: Record<string, string>, timeoutMs = 10_000): Promise<HttpAnswer> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as unknown };
}

export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
