import { decodeQueueFilters, encodeQueueFilters, queueListLink, reviewLink } from './queue-link';

describe('the queue parameter', () => {
  it('keeps the filters through a round trip', () => {
    for (const filters of [
      { kind: null, companyId: null },
      { kind: 'creative' as const, companyId: null },
      { kind: null, companyId: 12 },
      { kind: 'landingPage' as const, companyId: 3 },
    ])
      expect(decodeQueueFilters(encodeQueueFilters(filters))).toEqual(filters);
  });

  it('refuses what it cannot read', () => {
    for (const value of [null, '', 'x', 'banner.*', '*.0', '*.-1', '*.12345678901', 'creative.1.2'])
      expect(decodeQueueFilters(value)).toBeNull();
  });

  it('links an entry to its review in preview, and the list with its filters', () => {
    expect(reviewLink({ path: '/landing-pages/7' }, { kind: null, companyId: 2 })).toBe(
      '/landing-pages/7?view=preview&queue=*.2',
    );
    expect(reviewLink({ path: null }, { kind: null, companyId: null })).toBeNull();
    expect(queueListLink({ kind: null, companyId: null })).toBe('/review-queue');
    expect(decodeURIComponent(queueListLink({ kind: 'itemZip', companyId: 4 }))).toContain(
      '"kind":"itemZip","company":{"id":4,"name":""}',
    );
  });
});
