import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../msw/server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

// jsdom lays nothing out, so nothing ever comes into view: an observer that never reports (ScrollRow and the
// lazy footer watch elements with one). Browser behaviour is covered by the e2e suite.
class NoLayoutIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds: readonly number[] = [0];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
globalThis.IntersectionObserver ??= NoLayoutIntersectionObserver;

// jsdom has no modal dialogs (components/dialog.tsx): showModal and close set `open` and fire what browsers fire,
// and Escape cancels as it does there. Inertness, the top layer and focus trapping are the browser's; the e2e
// suite checks those.
if (!HTMLDialogElement.prototype.showModal) {
  const onEscape = (event: KeyboardEvent) => {
    const dialog = event.currentTarget as HTMLDialogElement;
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.addEventListener('keydown', onEscape);
    // The dialog focusing steps: the autofocus control, else the first focusable one.
    this.querySelector<HTMLElement>('[autofocus], a[href], button, input, select, textarea, [tabindex]')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.removeEventListener('keydown', onEscape);
    this.dispatchEvent(new Event('close'));
  };
}
