import dayjs from 'dayjs';
import {
  companyFromParams,
  defaultPeriod,
  isIsoDate,
  periodFromParams,
  periodPresets,
  periodProblem,
} from './dashboard-period';

const today = dayjs('2026-03-15');

describe('the period of the dashboards', () => {
  it('is the last 30 days by default, today included', () => {
    expect(defaultPeriod(today)).toEqual({ from: '2026-02-14', to: '2026-03-15' });
  });

  it('offers the last 7 and 30 days, this month up to today and the whole of last month', () => {
    expect(periodPresets(today)).toEqual({
      last7Days: { from: '2026-03-09', to: '2026-03-15' },
      last30Days: { from: '2026-02-14', to: '2026-03-15' },
      thisMonth: { from: '2026-03-01', to: '2026-03-15' },
      lastMonth: { from: '2026-02-01', to: '2026-02-28' },
    });
    expect(periodPresets(dayjs('2028-03-31')).lastMonth).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('comes from the address when both days are real dates, else it is the default', () => {
    const params = (query: string) => new URLSearchParams(query);
    expect(periodFromParams(params('from=2026-10-01&to=2026-10-31'), today)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(periodFromParams(params('from=2026-10-01'), today)).toEqual(defaultPeriod(today));
    expect(periodFromParams(params('from=2026-02-30&to=2026-03-01'), today)).toEqual(defaultPeriod(today));
    expect(periodFromParams(params('from=1.10.2026&to=31.10.2026'), today)).toEqual(defaultPeriod(today));
    // Reversed stays: the page says what is wrong with it.
    expect(periodFromParams(params('from=2026-10-31&to=2026-10-01'), today)).toEqual({
      from: '2026-10-31',
      to: '2026-10-01',
    });
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-13-01')).toBe(false);
  });

  it('takes a company id from the address, nothing else', () => {
    expect(companyFromParams(new URLSearchParams('companyId=3'))).toBe(3);
    for (const value of ['', '0', '-1', '3.5', 'abc', '99999999999'])
      expect(companyFromParams(new URLSearchParams({ companyId: value }))).toBeNull();
    expect(companyFromParams(new URLSearchParams())).toBeNull();
  });

  it('names what the API would refuse: a reversed period, or one longer than 366 days', () => {
    expect(periodProblem({ from: '2026-10-31', to: '2026-10-01' })).toBe('dashboard_period_reversed');
    expect(periodProblem({ from: '2026-10-01', to: '2026-10-01' })).toBeNull();
    expect(periodProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull(); // 366 days, a leap year
    expect(periodProblem({ from: '2025-01-01', to: '2026-01-01' })).toBeNull(); // 366 days
    expect(periodProblem({ from: '2025-01-01', to: '2026-01-02' })).toBe('dashboard_period_too_long');
  });
});
