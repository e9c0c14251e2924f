import { describe, expect, it } from 'vitest';
import { moved } from './sortable-list';

describe('moved', () => {
  it('puts an item dragged down after its target, and one dragged up before it', () => {
    expect(moved([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moved([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(moved([1, 2, 3, 4], 2, 3)).toEqual([1, 3, 2, 4]);
    expect(moved([1, 2, 3, 4], 3, 2)).toEqual([1, 3, 2, 4]);
  });

  it('leaves the order alone for a drop on itself or on a stranger', () => {
    expect(moved([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 9)).toEqual([1, 2, 3]);
  });
});
