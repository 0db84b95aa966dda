import { periodDays, simulatedDelivery, unitNoise, type DeliveryBasis } from './simulated-delivery';

const week = { itemId: 42, startDate: '2026-11-23', endDate: '2026-11-29' };
const cpm: DeliveryBasis = { ...week, rateType: 'CPM', orderedAmount: 700_000, unitPrice: 180 };
const cpc: DeliveryBasis = { ...week, rateType: 'CPC', orderedAmount: 7_000, unitPrice: 6.5 };
const flat: DeliveryBasis = { ...week, rateType: 'FLAT_RATE', orderedAmount: null, unitPrice: 45_000 };
const days = Array.from({ length: 7 }, (_, index) => `2026-11-${23 + index}`);

describe('simulatedDelivery (design.md §4: deterministic from the booking)', () => {
  it('gives the same figures for the same item and day, every time', () => {
    expect(simulatedDelivery(cpm, '2026-11-24')).toEqual({
      impressions: 102_659,
      views: 96_861,
      viewableImpressions: 69_178,
      clicks: 319,
      hardConversions: 16,
      softConversions: 51,
    });
    expect(simulatedDelivery(cpc, '2026-11-24')).toEqual({
      impressions: 132_227,
      views: 124_759,
      viewableImpressions: 89_103,
      clicks: 1_027,
      hardConversions: 51,
      softConversions: 163,
    });
    expect(simulatedDelivery(flat, '2026-11-24')).toMatchObject({ impressions: 65_995, clicks: 121 });
  });

  it('spreads CPM impressions and CPC clicks evenly over the period, ±10 % a day', () => {
    for (const day of days) {
      expect(simulatedDelivery(cpm, day)!.impressions).toBeGreaterThanOrEqual(90_000);
      expect(simulatedDelivery(cpm, day)!.impressions).toBeLessThanOrEqual(110_000);
      expect(simulatedDelivery(cpc, day)!.clicks).toBeGreaterThanOrEqual(900);
      expect(simulatedDelivery(cpc, day)!.clicks).toBeLessThanOrEqual(1_100);
    }
    const total = days.reduce((sum, day) => sum + simulatedDelivery(cpm, day)!.impressions, 0);
    expect(total).toBe(689_220);
  });

  it('delivers a flat-rate volume that grows with the weekly price', () => {
    const cheaper = simulatedDelivery({ ...flat, unitPrice: 22_500 }, '2026-11-24')!;
    expect(cheaper.impressions).toBe(Math.round(65_995 / 2));
  });

  it('keeps views, viewable impressions and conversions in their proportions', () => {
    for (const basis of [cpm, cpc, flat]) {
      for (const day of days) {
        const figures = simulatedDelivery(basis, day)!;
        expect(figures.views).toBeLessThanOrEqual(figures.impressions);
        expect(figures.viewableImpressions).toBeLessThanOrEqual(figures.views);
        expect(figures.clicks).toBeLessThanOrEqual(figures.impressions);
        expect(figures.hardConversions).toBeLessThanOrEqual(figures.softConversions);
      }
    }
  });

  it('delivers nothing outside the period', () => {
    expect(simulatedDelivery(cpm, '2026-11-22')).toBeNull();
    expect(simulatedDelivery(cpm, '2026-11-30')).toBeNull();
  });

  it('counts period days with both ends and draws noise in [0, 1)', () => {
    expect(periodDays('2026-11-23', '2026-11-29')).toBe(7);
    expect(periodDays('2026-12-31', '2027-01-01')).toBe(2);
    const noise = unitNoise(1, '2026-11-23', 'volume');
    expect(noise).toBeGreaterThanOrEqual(0);
    expect(noise).toBeLessThan(1);
    expect(unitNoise(1, '2026-11-23', 'volume')).toBe(noise);
    expect(unitNoise(2, '2026-11-23', 'volume')).not.toBe(noise);
  });
});
