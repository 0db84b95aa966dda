import { daysInclusive, itemPrice } from './item-price';

describe('itemPrice (design.md §4)', () => {
  it('charges flat rate per week, by days / 7', () => {
    const base = { rateType: 'FLAT_RATE' as const, orderedAmount: null };
    expect(
      itemPrice({ ...base, unitPrice: '45000.00', startDate: '2026-11-23', endDate: '2026-11-29' }),
    ).toBe('45000.00');
    expect(itemPrice({ ...base, unitPrice: '45000', startDate: '2026-11-23', endDate: '2026-12-13' })).toBe(
      '135000.00',
    );
    // 10 days of 45 000 per week = 64 285.714… → rounded half up
    expect(itemPrice({ ...base, unitPrice: '45000', startDate: '2026-11-23', endDate: '2026-12-02' })).toBe(
      '64285.71',
    );
  });

  it('charges CPM per 1000 impressions and CPC per click', () => {
    const period = { startDate: '2026-12-01', endDate: '2026-12-31' };
    expect(itemPrice({ ...period, rateType: 'CPM', unitPrice: '180', orderedAmount: 250_000 })).toBe(
      '45000.00',
    );
    expect(itemPrice({ ...period, rateType: 'CPM', unitPrice: '120.50', orderedAmount: 1_001 })).toBe(
      '120.62',
    );
    expect(itemPrice({ ...period, rateType: 'CPC', unitPrice: '6.5', orderedAmount: 12_000 })).toBe(
      '78000.00',
    );
    expect(
      itemPrice({ ...period, rateType: 'CPC', unitPrice: '99999.99', orderedAmount: 2_000_000_000 }),
    ).toBe('199999980000000.00');
  });

  it('refuses a missing amount and a reversed period', () => {
    const period = { startDate: '2026-12-01', endDate: '2026-12-31' };
    expect(() => itemPrice({ ...period, rateType: 'CPC', unitPrice: '5', orderedAmount: null })).toThrow(
      RangeError,
    );
    expect(() =>
      itemPrice({
        rateType: 'FLAT_RATE',
        unitPrice: '5',
        orderedAmount: null,
        startDate: '2026-12-02',
        endDate: '2026-12-01',
      }),
    ).toThrow(RangeError);
    expect(() => itemPrice({ ...period, rateType: 'CPC', unitPrice: '5.555', orderedAmount: 1 })).toThrow(
      RangeError,
    );
  });

  it('counts days with both ends included, across a DST change', () => {
    expect(daysInclusive('2026-10-19', '2026-10-25')).toBe(7);
    expect(daysInclusive('2026-10-22', '2026-10-28')).toBe(7);
    expect(daysInclusive('2026-11-22', '2026-11-22')).toBe(1);
  });
});
