'use client';

import { useEffect, useState } from 'react';
import type { ToastContent, ToastOptions } from 'react-toastify';

type Toastify = typeof import('react-toastify');

let loading: Promise<Toastify> | undefined;

/**
 * react-toastify (13 KB gzip) is not part of any page's first scripts: it loads once the page is idle, or on
 * the first toast if that comes sooner. Toasts raised before its container mounts wait in its own queue.
 */
function loadToastify(): Promise<Toastify> {
  loading ??= import('react-toastify');
  return loading;
}

function show(kind: 'success' | 'error' | 'warn' | 'info') {
  return (content: ToastContent, options?: ToastOptions): void => {
    void loadToastify().then(({ toast }) => toast[kind](content, options));
  };
}

/** The shop's toasts (SPEC §9), with react-toastify's calls; `dismiss` clears them when what they spoke of is gone. */
export const toast = {
  success: show('success'),
  error: show('error'),
  warn: show('warn'),
  info: show('info'),
  dismiss: (): void => {
    if (loading) void loading.then(({ toast: t }) => t.dismiss());
  },
};

/** The toast container, mounted by AppProviders: top right, right to left (SPEC §9). */
export function Toasts() {
  const [container, setContainer] = useState<{ Container: Toastify['ToastContainer'] } | null>(null);
  useEffect(() => {
    let live = true;
    const mount = () => void loadToastify().then(({ ToastContainer }) => live && setContainer({ Container: ToastContainer }));
    // Safari has no requestIdleCallback: a timeout lets the page's own work go first there.
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle ? window.requestIdleCallback(mount) : window.setTimeout(mount, 1);
    return () => {
      live = false;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, []);
  if (!container) return null;
  const { Container } = container;
  return <Container position="top-right" rtl newestOnTop closeOnClick pauseOnFocusLoss={false} />;
}
