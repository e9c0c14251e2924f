import { describe, expect, it } from 'vitest';
import { birthDateDay, latestBirthDate } from './birth-date';

describe('birth date', () => {
  it('allows at most today in Tehran minus six years', () => {
    // 21:00 UTC on 20 March is already 21 March in Tehran.
    expect(latestBirthDate(new Date('2025-03-20T21:00:00Z'))).toBe('2019-03-21');
    expect(latestBirthDate(new Date('2024-02-29T08:00:00Z'))).toBe('2018-02-28');
  });

  it('reads only real days in the YYYY-MM-DDT00:00:00 form', () => {
    expect(birthDateDay('1990-05-17T00:00:00')).toBe('1990-05-17');
    expect(birthDateDay('1990-02-30T00:00:00')).toBeNull();
    expect(birthDateDay('1990-05-17')).toBeNull();
    expect(birthDateDay('1990-05-17T10:00:00')).toBeNull();
  });
});
