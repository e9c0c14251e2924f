/**
 * Where to send the browser back to (`c` on /login, any "return to" parameter), kept only when it stays on this
 * site. The target is parsed as the browser will parse it, against our own origin, and kept only when the result
 * has that same origin: the WHATWG parser drops tabs and line breaks and reads `\` as `/`, so `/%09/evil.example`,
 * `/\evil.example` and `//evil.example` all name another host and fall back to `/`.
 */
export function safeReturnPath(target: string | null | undefined, origin: string): string {
  if (!target) return '/';
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return '/';
  }
  // A path that starts with two slashes would be read as another host when navigated to on its own.
  if (url.origin !== new URL(origin).origin || url.pathname.startsWith('//')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
