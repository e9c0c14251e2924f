import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenVisible } from './hydrate-when-visible';

/** An observer the test moves into view by hand (jsdom lays nothing out). */
class ManualObserver {
  static all: ManualObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    ManualObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  comeIntoView() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function Counter() {
  const [count, setCount] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  // Effects run only once hydrated: the mark tells a live button from the server's inert HTML.
  useEffect(() => button.current?.setAttribute('data-live', 'true'), []);
  return (
    <button ref={button} type="button" data-live="false" onClick={() => setCount((c) => c + 1)}>
      {`شمارش ${count}`}
    </button>
  );
}

const page = (
  <main>
    <HydrateWhenVisible>
      <Counter />
    </HydrateWhenVisible>
  </main>
);

/** The page as the server renders it, where there is no `window`. */
function serverHtml(): string {
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(page);
  } finally {
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', ManualObserver);
  }
}

/** Server HTML in a container, then hydrated as a browser would: the section starts as the server sent it. */
async function serverRenderedThenHydrated(): Promise<{ container: HTMLElement; root: Root }> {
  const container = document.createElement('div');
  container.innerHTML = serverHtml();
  document.body.append(container);
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  return { container, root };
}

describe('HydrateWhenVisible', () => {
  beforeEach(() => {
    ManualObserver.all = [];
    vi.stubGlobal('IntersectionObserver', ManualObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('sends its content in the server HTML', () => {
    expect(serverHtml()).toContain('شمارش 0');
  });

  it('keeps the server HTML as it is while out of view and hydrates it when it nears the viewport', async () => {
    const { root } = await serverRenderedThenHydrated();
    const button = screen.getByRole('button', { name: 'شمارش 0' });
    expect(ManualObserver.all).toHaveLength(1);
    expect(ManualObserver.all[0]?.options?.rootMargin).toBe('400px');
    expect(button).toHaveAttribute('data-live', 'false');

    await act(async () => ManualObserver.all[0]?.comeIntoView());
    expect(button).toHaveAttribute('data-live', 'true');
    fireEvent.click(button);
    // The hydrated button is the server's own element, not a new one.
    expect(screen.getByRole('button')).toBe(button);
    expect(button).toHaveTextContent('شمارش 1');
    expect(ManualObserver.all[0]?.disconnected).toBe(true);
    act(() => root.unmount());
  });

  it.each([
    ['a tap', (el: HTMLElement) => fireEvent.pointerDown(el), 'شمارش 1'],
    ['a keyboard focus', (el: HTMLElement) => el.focus(), 'شمارش 1'],
    // The click that wakes it counts too, so two in all.
    ['a click', (el: HTMLElement) => fireEvent.click(el), 'شمارش 2'],
  ])('hydrates at once on %s inside it, and the press that woke it goes through', async (_, reach, after) => {
    const { root } = await serverRenderedThenHydrated();
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('data-live', 'false');
    await act(async () => {
      reach(button);
    });
    expect(button).toHaveAttribute('data-live', 'true');
    fireEvent.click(button);
    expect(button).toHaveTextContent(after);
    act(() => root.unmount());
  });

  it('lets a press elsewhere on the page leave it asleep', async () => {
    const { root } = await serverRenderedThenHydrated();
    const outside = document.createElement('button');
    document.body.append(outside);
    await act(async () => {
      fireEvent.pointerDown(outside);
      fireEvent.click(outside);
    });
    expect(screen.getByRole('button', { name: 'شمارش 0' })).toHaveAttribute('data-live', 'false');
    act(() => root.unmount());
  });

  it('shows and runs its content at once when rendered in the browser (client-side navigation)', () => {
    render(page);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('شمارش 1');
  });
});
