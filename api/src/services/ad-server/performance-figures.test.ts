import { performanceOf, progressOf, usagePriceOf } from './performance-figures';

describe('performanceOf', () => {
  it('sums into the contract: CTR as a percent, visibility in hundredths of a percent', () => {
    expect(
      performanceOf({
        impressions: 200_000,
        views: 180_000,
        clicks: 1_000,
        viewableImpressions: 120_000,
        measuredImpressions: 200_000,
      }),
    ).toEqual({
      actualImpressions: 200_000,
      actualViews: 180_000,
      actualClicks: 1_000,
      visibilityRatio: 6_000,
      ctrRatio: 0.5,
      ospRatio: null,
    });
  });

  it('leaves ratios without a base null', () => {
    const figures = performanceOf({
      impressions: 0,
      views: 0,
      clicks: 0,
      viewableImpressions: 0,
      measuredImpressions: 0,
    });
    expect(figures.ctrRatio).toBeNull();
    expect(figures.visibilityRatio).toBeNull();
  });

  it('measures visibility only on rows that report viewable impressions', () => {
    const figures = performanceOf({
      impressions: 300,
      views: 250,
      clicks: 3,
      viewableImpressions: 50,
      measuredImpressions: 100,
    });
    expect(figures.visibilityRatio).toBe(5_000);
    expect(figures.ctrRatio).toBe(1);
  });
});

describe('usagePriceOf and progressOf', () => {
  it('charges CPM per thousand impressions and CPC per click, capped at the price', () => {
    const cpm = { rateType: 'CPM' as const, unitPrice: 180, price: 126_000 };
    expect(usagePriceOf(cpm, { impressions: 102_659, clicks: 0 })).toBe(18_478.62);
    expect(usagePriceOf(cpm, { impressions: 900_000, clicks: 0 })).toBe(126_000);
    const cpc = { rateType: 'CPC' as const, unitPrice: 6.5, price: 45_500 };
    expect(usagePriceOf(cpc, { impressions: 1, clicks: 1_027 })).toBe(6_675.5);
    expect(
      usagePriceOf(
        { rateType: 'FLAT_RATE', unitPrice: 45_000, price: 45_000 },
        { impressions: 5, clicks: 1 },
      ),
    ).toBeNull();
  });

  it('gives the usage as a percent of the price', () => {
    expect(progressOf(6_675.5, 45_500)).toBe(14.67);
    expect(progressOf(null, 45_000)).toBeNull();
    expect(progressOf(0, 0)).toBeNull();
  });
});
