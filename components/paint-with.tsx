import { useId, type ReactNode } from 'react';

/**
 * For a page's largest picture (its LCP element): an id for it, and `<link rel="expect" blocking="render">` naming
 * that id, which React moves into <head>. The browser then paints the page first once the picture's tag has been
 * parsed, not with only the header when its HTML parser pauses earlier; the picture itself is preloaded from <head>
 * (fetchPriority high), so the first paint shows it. Only the first load is held: the link does nothing once the
 * document is parsed.
 */
export function usePaintWith(enabled: boolean | undefined): { id: string | undefined; expectLink: ReactNode } {
  const id = useId();
  if (!enabled) return { id: undefined, expectLink: null };
  return { id, expectLink: <link rel="expect" href={`#${id}`} blocking="render" /> };
}
