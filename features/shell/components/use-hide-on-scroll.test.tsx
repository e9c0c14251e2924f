import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nextHidden, useHideOnScroll } from './use-hide-on-scroll';

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('nextHidden', () => {
  it('hides on the way down only past 50 px and shows again on the way up', () => {
    expect(nextHidden(0, 40, false)).toBe(false);
    expect(nextHidden(40, 50, false)).toBe(false);
    expect(nextHidden(50, 51, false)).toBe(true);
    expect(nextHidden(300, 290, true)).toBe(false);
    expect(nextHidden(300, 300, true)).toBe(true);
    expect(nextHidden(300, 20, true)).toBe(false);
  });
});

describe('useHideOnScroll', () => {
  it('follows the page scroll and can be shown on demand', async () => {
    const { result } = renderHook(() => useHideOnScroll());
    // It takes the page's offset at the next frame.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(result.current[0]).toBe(false);
    scrollTo(200);
    expect(result.current[0]).toBe(true);
    scrollTo(150);
    expect(result.current[0]).toBe(false);
    scrollTo(400);
    expect(result.current[0]).toBe(true);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(false);
    scrollTo(0);
  });
});
