import { weekCount, weeksOf } from './bookings';

describe('the weeks of a period', () => {
  it('are the Mondays of every week it touches', () => {
    expect(weeksOf('2026-11-23', '2026-11-29')).toEqual(['2026-11-23']);
    expect(weeksOf('2026-11-29', '2026-11-30')).toEqual(['2026-11-23', '2026-11-30']);
    expect(weeksOf('2026-11-30', '2026-11-29')).toEqual([]);
  });

  it('are counted without walking them, however far the end', () => {
    expect(weekCount('2026-11-23', '2028-11-19')).toBe(104);
    expect(weekCount('2026-11-23', '9999-12-31')).toBeGreaterThan(400_000);
  });
});
