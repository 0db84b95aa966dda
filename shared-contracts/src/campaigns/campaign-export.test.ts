import * as v from 'valibot';
import { sessionStore } from '../session/session-store';
import { CampaignExportQuerySchema, campaignsExportUrl } from './campaign-export';

/** The query as Fastify gives it to the route's schema: repeated keys as arrays. */
function queryOf(url: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  new URL(url, 'http://portal.test').searchParams.forEach((value, key) => {
    const earlier = query[key];
    query[key] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  });
  return query;
}

const parse = (query: Record<string, string | string[]>) => v.safeParse(CampaignExportQuerySchema, query);

describe('campaignsExportUrl', () => {
  afterEach(() => sessionStore.getState().setLocale('cs-CZ'));

  it('writes the list filter and order as a query the export schema reads back as the same filter', () => {
    const url = campaignsExportUrl(
      {
        limit: 20,
        offset: 40,
        order: { name: 'price', direction: 'DESC' },
        myCampaigns: true,
        startDate: '2026-01-01',
        endDate: '2026-03-31',
        search: 'Vánoční & "sleva", 50 %',
        campaignStateIdes: [1, 8],
        companyIdes: [3],
        companyContactIdes: [],
        salesPersonIdes: null,
      },
      'pl-PL',
    );
    expect(url.startsWith('/api/campaigns/export.csv?')).toBe(true);
    // Paging is the list's: the export has every matching campaign.
    expect(url).not.toMatch(/limit|offset/);
    const parsed = parse(queryOf(url));
    expect(parsed.success && parsed.output).toEqual({
      order: { name: 'price', direction: 'DESC' },
      myCampaigns: true,
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      search: 'Vánoční & "sleva", 50 %',
      campaignStateIdes: [1, 8],
      companyIdes: [3],
      companyContactIdes: [],
      salesPersonIdes: [],
      locale: 'pl-PL',
    });
  });

  it('leaves out what does not filter, and takes the UI locale by default', () => {
    sessionStore.getState().setLocale('en-GB');
    expect(campaignsExportUrl({ order: null, myCampaigns: false, search: '', companyIdes: [] })).toBe(
      '/api/campaigns/export.csv?locale=en-GB',
    );
    const parsed = parse(queryOf('/api/campaigns/export.csv'));
    expect(parsed.success && parsed.output).toStrictEqual({
      order: null,
      campaignStateIdes: [],
      companyIdes: [],
      companyContactIdes: [],
      salesPersonIdes: [],
    });
  });

  it('orders ascending when only the column is given', () => {
    const parsed = parse({ order: 'name' });
    expect(parsed.success && parsed.output.order).toEqual({ name: 'name', direction: 'ASC' });
  });

  it.each([
    ['an unknown column', { order: 'secret' }],
    ['a lower-case direction', { order: 'name', direction: 'desc' }],
    ['an id that is no id', { campaignStateIdes: '1,x' }],
    ['id 0', { companyIdes: '0' }],
    ['an id past 32 bits', { companyIdes: '2147483648' }],
    ['an impossible date', { startDate: '2026-02-30' }],
    ['a range that ends before it starts', { startDate: '2026-02-01', endDate: '2026-01-31' }],
    ['a flag that is not true or false', { myCampaigns: 'yes' }],
    ['a search past 200 characters', { search: 'x'.repeat(201) }],
    ['an unknown locale', { locale: 'de-DE' }],
    ['a repeated parameter', { search: ['a', 'b'] }],
  ])('refuses %s, as the list does', (_what, query) => {
    expect(parse(query).success).toBe(false);
  });
});
