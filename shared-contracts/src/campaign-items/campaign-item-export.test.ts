import * as v from 'valibot';
import { sessionStore } from '../session/session-store';
import { CampaignItemExportQuerySchema, campaignItemsExportUrl } from './campaign-item-export';

/** The query as Fastify gives it to the route's schema: repeated keys as arrays. */
function queryOf(url: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  new URL(url, 'http://portal.test').searchParams.forEach((value, key) => {
    const earlier = query[key];
    query[key] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  });
  return query;
}

const parse = (query: Record<string, string | string[]>) => v.safeParse(CampaignItemExportQuerySchema, query);

describe('campaignItemsExportUrl', () => {
  afterEach(() => sessionStore.getState().setLocale('cs-CZ'));

  it('writes the list filter and order as a query the export schema reads back as the same filter', () => {
    const url = campaignItemsExportUrl(
      {
        firstResult: 10,
        maxResults: 10,
        lastResult: 20,
        order: { name: 'campaign', direction: 'ASC' },
        myCampaigns: null,
        startDate: '2026-06-01',
        endDate: null,
        search: 'krém',
        campaignItemStateIdes: [4, 13],
        campaignStateIdes: [4],
        companyIdes: [2, 3],
        salesPersonIdes: [7],
        productCategoryIdes: [1],
        productIdes: [5, 6],
        brandIdes: [9],
        rootTargetProductCategoryIdes: [11],
        targetProductExternalIdes: ['SKU-1', 'SKU,2'],
        noCatalogTargetUrl: true,
      },
      'en-GB',
    );
    expect(url.startsWith('/api/campaign-items/export.csv?')).toBe(true);
    expect(url).not.toMatch(/firstResult|maxResults|lastResult/);
    const parsed = parse(queryOf(url));
    expect(parsed.success && parsed.output).toEqual({
      order: { name: 'campaign', direction: 'ASC' },
      startDate: '2026-06-01',
      search: 'krém',
      campaignItemStateIdes: [4, 13],
      campaignStateIdes: [4],
      companyIdes: [2, 3],
      salesPersonIdes: [7],
      productCategoryIdes: [1],
      productIdes: [5, 6],
      brandIdes: [9],
      rootTargetProductCategoryIdes: [11],
      // One parameter per SKU, so a comma in a SKU stays in it.
      targetProductExternalIdes: ['SKU-1', 'SKU,2'],
      noCatalogTargetUrl: true,
      locale: 'en-GB',
    });
  });

  it('reads one SKU as a list of one, and an empty one as none', () => {
    const one = parse({ targetProductExternalIdes: 'ABC-1' });
    expect(one.success && one.output.targetProductExternalIdes).toEqual(['ABC-1']);
    const none = parse({ targetProductExternalIdes: '' });
    expect(none.success && none.output.targetProductExternalIdes).toEqual([]);
  });

  it('takes the UI locale by default and leaves out what does not filter', () => {
    sessionStore.getState().setLocale('pl-PL');
    expect(campaignItemsExportUrl({ noCatalogTargetUrl: false, targetProductExternalIdes: [] })).toBe(
      '/api/campaign-items/export.csv?locale=pl-PL',
    );
  });

  it.each([
    ['an unknown column', { order: 'creative' }],
    ['an empty SKU among others', { targetProductExternalIdes: ['A', ' '] }],
    ['a SKU past 200 characters', { targetProductExternalIdes: 'x'.repeat(201) }],
    ['ids with a gap', { productIdes: '1,,2' }],
    ['a range that ends before it starts', { startDate: '2026-02-01', endDate: '2026-01-31' }],
    ['a flag that is not true or false', { noCatalogTargetUrl: '1' }],
  ])('refuses %s, as the list does', (_what, query) => {
    expect(parse(query).success).toBe(false);
  });
});
