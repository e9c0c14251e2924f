import { useId, type ReactNode } from 'react';

type LoadingProps = {
  loading: 'eager' | 'lazy';
  fetchPriority: 'high' | undefined;
  decoding: 'sync' | 'async';
};

/**
 * How an `<img>` loads. With `priority` (a page's main picture, the phone bar's logo) it loads at once and first
 * (React also preloads it from <head>) and decodes with the frame that first shows it, not a frame or two later. It
 * also gets an id that `expectLink`, a `<link rel="expect" blocking="render">` React moves into <head>, names: the
 * browser then paints the page first once that tag has been parsed, not with only the header when its HTML parser
 * pauses earlier. Only the first load is held; the link does nothing once the document is parsed. Without
 * `priority` the picture loads lazily and decodes off the frame.
 */
export function usePriorityPicture(priority: boolean | undefined): {
  id: string | undefined;
  expectLink: ReactNode;
  loadingProps: LoadingProps;
} {
  const id = useId();
  if (!priority) return { id: undefined, expectLink: null, loadingProps: { loading: 'lazy', fetchPriority: undefined, decoding: 'async' } };
  return {
    id,
    expectLink: <link rel="expect" href={`#${id}`} blocking="render" />,
    loadingProps: { loading: 'eager', fetchPriority: 'high', decoding: 'sync' },
  };
}
