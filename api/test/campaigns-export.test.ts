import {
  CAMPAIGN_SORT_FIELDS,
  campaignsExportUrl,
  type CampaignExportRequest,
  type CampaignFilterResponse,
  type CampaignListRow,
} from '@portal/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { CampaignExportQuerySchema } from '@portal/shared-contracts';
import { exportCampaigns } from '../src/services/campaigns/export-campaigns';
import { streamCsv } from '../src/services/exports/stream-csv';
import { resolveSession } from '../src/services/sessions/resolve-session';
import {
  acmeAndProduct,
  appContextOf,
  impersonate,
  insertCampaign,
  loginDemoUsers,
  userIdOf,
} from './campaign-fixtures';
import { dmy, fetchExport, parseCsv, readExport, textOf } from './export-fixtures';
import { call, createTestApp, expectError, type TestApp } from './helper';

let t: TestApp;
let retailer: string;
let vendor: string;
let nordic: string;
let agency: string;
let acme: number;

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  t = await createTestApp();
  // The demo's today; the file name carries the date.
  t.clock.set('2026-11-22T10:00:00+01:00');
  [retailer, vendor, nordic, agency] = await loginDemoUsers(t, 'retailer', 'vendor', 'nordic', 'agency');
  ({ acme } = await acmeAndProduct(t));
});
afterAll(() => t.close());

/** Every row of the list for the filter, page by page, as POST /campaigns/filter gives them. */
async function listed(token: string, filter: CampaignExportRequest): Promise<CampaignListRow[]> {
  const all: CampaignListRow[] = [];
  for (let offset = 0; ; offset += 100) {
    const response = await call(t.app, 'POST', '/api/campaigns/filter', {
      token,
      body: { ...filter, limit: 100, offset },
    });
    const page = response.json<CampaignFilterResponse>();
    all.push(...page.campaigns);
    if (page.campaigns.length < 100) return all;
  }
}

/** The export of the filter, as a browser downloads it from campaignsExportUrl, read back. */
async function exported(token: string, filter: CampaignExportRequest, locale = 'cs-CZ' as const) {
  return readExport(await fetchExport(t, campaignsExportUrl(filter, locale), token), ';');
}

const CZECH_HEADER = [
  'ID',
  'Název',
  'Společnost',
  'Kontakt',
  'Obchodník',
  'Stav',
  'Od',
  'Do',
  'Počet položek',
  'Cena celkem',
  'Zobrazení',
  'Prokliky',
];

describe('GET /api/campaigns/export.csv', () => {
  it('needs a session', async () => {
    expectError(await fetchExport(t, '/api/campaigns/export.csv', undefined), 401, 'unauthorized');
  });

  it('is a UTF-8 CSV download with a BOM, named by the day, never cached', async () => {
    const response = await fetchExport(t, '/api/campaigns/export.csv', retailer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="campaigns-2026-11-22.csv"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("gives a retailer every campaign in the list's order, with the Czech header", async () => {
    const file = await exported(retailer, {});
    expect(file.header).toEqual(CZECH_HEADER);
    const list = await listed(retailer, {});
    expect(list.length).toBeGreaterThanOrEqual(35);
    expect(file.ids).toEqual(list.map((row) => row.id));
  });

  it('writes a campaign as the list shows it: Czech text intact, d.m.Y dates, whole crowns', async () => {
    const name = 'Vánoční kampaň 2026 – čokolády';
    const [row] = await listed(retailer, { search: name });
    const file = await exported(retailer, { search: name });
    expect(file.rows).toEqual([
      {
        ID: String(row!.id),
        Název: name,
        Společnost: 'Acme Foods',
        Kontakt: 'Vojtěch Dodavatel',
        Obchodník: 'Simona Obchodní',
        Stav: 'Schválená',
        Od: dmy(row!.startDateString),
        Do: dmy(row!.endDateString),
        'Počet položek': String(row!.campaignItemsCount),
        'Cena celkem': String(Math.round(row!.totalPrice)),
        Zobrazení: row!.actualImpressions === null ? '' : String(row!.actualImpressions),
        Prokliky: row!.actualClicks === null ? '' : String(row!.actualClicks),
      },
    ]);
    expect(file.rows[0]!.Od).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  });

  it('writes delivery figures and empty cells for what a campaign lacks', async () => {
    const file = await exported(retailer, {});
    const list = new Map((await listed(retailer, {})).map((row) => [row.id, row]));
    const withoutItems = file.rows.find((row) => row['Počet položek'] === '0')!;
    expect(withoutItems).toMatchObject({ Od: '', Do: '', 'Cena celkem': '0' });
    for (const row of file.rows) {
      const listRow = list.get(Number(row.ID))!;
      expect(row.Zobrazení).toBe(listRow.actualImpressions === null ? '' : String(listRow.actualImpressions));
      expect(row.Kontakt).toBe(listRow.companyContact?.name ?? '');
      expect(row.Obchodník).toBe(listRow.salesPerson?.name ?? '');
    }
  });

  it('takes the filters of the list and gives exactly its rows', async () => {
    const salesPerson = await userIdOf(t, 'sales2@portal.test');
    const filters: CampaignExportRequest[] = [
      { campaignStateIdes: [8, 10] },
      { companyIdes: [acme] },
      { salesPersonIdes: [salesPerson] },
      { search: 'vánoční' },
      { search: 'acme' },
      { startDate: '2026-11-23', endDate: '2026-11-29' },
      { endDate: '2026-03-31' },
      { companyIdes: [acme], campaignStateIdes: [1, 2, 3, 4], order: { name: 'price', direction: 'DESC' } },
      { companyIdes: [999_999] },
    ];
    const counts: number[] = [];
    for (const filter of filters) {
      const ids = (await exported(retailer, filter)).ids;
      expect({ filter, ids }).toEqual({ filter, ids: (await listed(retailer, filter)).map((row) => row.id) });
      counts.push(ids.length);
    }
    // Each filter but the last (no such company) keeps some campaigns and leaves out others.
    const all = (await listed(retailer, {})).length;
    expect(counts.slice(0, -1).every((count) => count > 0 && count < all)).toBe(true);
  }, 120_000);

  it.each(CAMPAIGN_SORT_FIELDS.flatMap((name) => [[name, 'ASC'] as const, [name, 'DESC'] as const]))(
    'sorts by %s %s as the list does',
    async (name, direction) => {
      const order = { name, direction };
      const list = await listed(retailer, { order });
      expect((await exported(retailer, { order })).ids).toEqual(list.map((row) => row.id));
    },
    120_000,
  );

  it("gives a vendor only its company's campaigns, without the company and sales person columns", async () => {
    const file = await exported(vendor, {});
    expect(file.header).toEqual([
      'ID',
      'Název',
      'Kontakt',
      'Stav',
      'Od',
      'Do',
      'Počet položek',
      'Cena celkem',
      'Zobrazení',
      'Prokliky',
    ]);
    const own = await rows<{ id: number }>(
      sql`select id from campaigns where company_id = ${acme} order by id desc`,
    );
    expect(file.ids).toEqual(own.map((row) => row.id));
    expect(file.ids).toEqual((await listed(vendor, {})).map((row) => row.id));
    // The same through impersonation.
    const impersonated = await impersonate(t, retailer, 'vendor@portal.test');
    expect((await exported(impersonated, {})).ids).toEqual(file.ids);
  });

  it("never gives a vendor another company's campaigns, even when it names that company", async () => {
    const acmeNames = await rows<{ name: string }>(
      sql`select name from campaigns where company_id = ${acme}`,
    );
    for (const filter of [
      {},
      { companyIdes: [acme] },
      { search: 'Vánoční' },
      { order: { name: 'company', direction: 'ASC' } },
    ] as CampaignExportRequest[]) {
      const response = await fetchExport(t, campaignsExportUrl(filter, 'cs-CZ'), nordic);
      const text = response.rawPayload.toString('utf8');
      expect(text).not.toContain('Acme Foods');
      for (const { name } of acmeNames) expect(text).not.toContain(name);
      const file = readExport(response, ';');
      const nordicIds = await rows<{ id: number }>(
        sql`select c.id from campaigns c join users u on u.company_id = c.company_id where u.email = 'nordic@portal.test'`,
      );
      expect(file.ids.every((id) => nordicIds.some((row) => row.id === id))).toBe(true);
    }
    expect((await exported(nordic, { companyIdes: [acme] })).ids).toEqual([]);
  });

  it("gives an agency only its clients' campaigns", async () => {
    const clients = await rows<{ company_id: number }>(
      sql`select company_id from user_vendor_companies where user_id = ${await userIdOf(t, 'agency@portal.test')}`,
    );
    const expected = await rows<{ id: number }>(
      sql`select id from campaigns where company_id = any(${`{${clients.map((row) => row.company_id).join(',')}}`}::int[]) order by id desc`,
    );
    expect(expected.length).toBeGreaterThan(0);
    const file = await exported(agency, {});
    expect(file.ids).toEqual(expected.map((row) => row.id));
    expect(file.ids).toEqual((await listed(agency, {})).map((row) => row.id));
    expect(file.header).toContain('Společnost');
  });

  it('writes names with separators, quotes, line breaks and formulas so that they read back whole', async () => {
    const names = [
      'Léto; "Žluťoučký kůň", 2027',
      'Dva\nřádky',
      '=HYPERLINK("http://evil.test","klik")',
      '-20 % sleva',
    ];
    const ids = [];
    for (const name of names) ids.push(await insertCampaign(t, name, acme));
    const file = await exported(retailer, { companyIdes: [acme], order: { name: 'name', direction: 'ASC' } });
    const byId = new Map(file.rows.map((row) => [Number(row.ID), row.Název]));
    expect(ids.map((id) => byId.get(id))).toEqual([
      'Léto; "Žluťoučký kůň", 2027',
      'Dva\nřádky',
      // A spreadsheet shows it as text instead of running it.
      `'=HYPERLINK("http://evil.test","klik")`,
      "'-20 % sleva",
    ]);
  });

  it('streams over a real connection, in pieces, the same file', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const response = await fetch(`${address}${campaignsExportUrl({}, 'cs-CZ')}`, {
      headers: { authorization: `Bearer ${retailer}` },
    });
    expect(response.status).toBe(200);
    // No length known beforehand: the file is sent as it is written.
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const bytes = Buffer.from(await response.arrayBuffer());
    const injected = await fetchExport(t, campaignsExportUrl({}, 'cs-CZ'), retailer);
    expect(bytes.equals(injected.rawPayload)).toBe(true);
  });

  it('is in the OpenAPI document with the query parameters of the list', async () => {
    const doc = (await call(t.app, 'GET', '/api/docs/json')).json();
    const operation = doc.paths['/api/campaigns/export.csv'].get;
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['order', 'direction', 'search', 'campaignStateIdes', 'locale']),
    );
    expect(doc.paths['/api/campaign-items/export.csv'].get).toBeDefined();
  });

  describe('language and separator', () => {
    it('writes English with commas', async () => {
      const response = await fetchExport(t, campaignsExportUrl({}, 'en-GB'), retailer);
      const file = readExport(response, ',');
      expect(file.header).toEqual([
        'ID',
        'Name',
        'Company',
        'Contact',
        'Sales person',
        'State',
        'From',
        'To',
        'Items',
        'Total price',
        'Impressions',
        'Clicks',
      ]);
      expect(file.ids).toEqual((await exported(retailer, {})).ids);
      expect(new Set(file.rows.map((row) => row.State))).toContain('Approved');
    });

    it('writes Polish with semicolons', async () => {
      const file = readExport(await fetchExport(t, campaignsExportUrl({}, 'pl-PL'), retailer), ';');
      expect(file.header.slice(0, 6)).toEqual(['ID', 'Nazwa', 'Firma', 'Kontakt', 'Handlowiec', 'Stan']);
      expect(new Set(file.rows.map((row) => row.Stan))).toContain('Zatwierdzona');
    });

    it('without a locale in the address: Accept-Language, then the user’s saved locale, then Czech', async () => {
      const english = await fetchExport(t, '/api/campaigns/export.csv', retailer, {
        'accept-language': 'en-GB',
      });
      expect(readExport(english, ',').header[1]).toBe('Name');
      expect(readExport(await fetchExport(t, '/api/campaigns/export.csv', retailer), ';').header[1]).toBe(
        'Název',
      );
      const userId = await userIdOf(t, 'agency@portal.test');
      const saved = await call(t.app, 'PUT', `/api/users/update-preferred-locale/${userId}`, {
        token: agency,
        body: { locale: 'pl-PL' },
      });
      expect(saved.statusCode).toBe(200);
      const polish = await loginDemoUsers(t, 'agency');
      expect(readExport(await fetchExport(t, '/api/campaigns/export.csv', polish[0]), ';').header[1]).toBe(
        'Nazwa',
      );
      // The address wins over both: it is what the link of the portal's page says.
      const linked = await fetchExport(t, campaignsExportUrl({}, 'en-GB'), polish[0], {
        'accept-language': 'cs',
      });
      expect(readExport(linked, ',').header[1]).toBe('Name');
    });
  });

  it.each([
    ['an unknown sort column', 'order=secret'],
    ['an id that is no id', 'campaignStateIdes=1,x'],
    ['an id past 32 bits', 'companyIdes=2147483648'],
    ['an impossible date', 'startDate=2026-02-30'],
    ['a range that ends before it starts', 'startDate=2026-02-01&endDate=2026-01-31'],
    ['a repeated search', 'search=a&search=b'],
    ['an unknown locale', 'locale=xx'],
  ])('refuses %s with 400', async (_what, query) => {
    const response = await fetchExport(t, `/api/campaigns/export.csv?${query}`, retailer);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  describe('reading in batches', () => {
    const filterOf = (query: Record<string, string>) => {
      const { locale: _locale, ...filter } = v.parse(CampaignExportQuerySchema, query);
      return filter;
    };

    it('writes the same file whatever the batch size', async () => {
      const ctx = appContextOf(t);
      for (const token of [retailer, vendor]) {
        const auth = (await resolveSession(ctx, token))!;
        for (const query of [{}, { order: 'name', direction: 'DESC' }, { search: 'kampaň' }] as Record<
          string,
          string
        >[]) {
          const whole = await textOf((await exportCampaigns(ctx, auth, filterOf(query), 'cs')).stream);
          for (const batchSize of [1, 7, 1000]) {
            const batched = await exportCampaigns(ctx, auth, filterOf(query), 'cs', { batchSize });
            expect(await textOf(batched.stream)).toBe(whole);
          }
          expect(parseCsv(whole.slice(1), ';').length).toBeGreaterThan(1);
        }
      }
    }, 120_000);

    it('waits for the reader, and stops reading and ends its snapshot when the reader goes away', async () => {
      const ctx = appContextOf(t);
      let batches = 0;
      const stream = await streamCsv(
        ctx,
        {
          ids: sql`select g as id from generate_series(1, 100000) g order by g`,
          rowsOf: async (_tx, ids) => {
            batches += 1;
            return ids.map((id) => ({ id, text: 'x'.repeat(1000) }));
          },
          columns: [
            { name: 'id', value: (row) => row.id },
            { name: 'name', value: (row) => row.text },
          ],
          language: 'cs',
        },
        10,
      );
      // Nobody reads: the export waits once the stream's buffers are full (32 kB: three or four
      // batches of 10 kB), instead of reading on through the 10,000 batches.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(batches).toBeLessThan(10);
      stream.destroy();
      // On PGlite a transaction left open would hold the one connection and this would never answer.
      const [row] = await rows<{ one: number }>(sql`select 1 as one`);
      expect(row!.one).toBe(1);
      expect(batches).toBeLessThan(10);
    });

    it('answers an error, not a file, when the statement fails before the first line', async () => {
      const ctx = appContextOf(t);
      await expect(
        streamCsv(ctx, { ids: sql`select 1 / 0 as id`, rowsOf: async () => [], columns: [], language: 'cs' }),
      ).rejects.toThrow();
      const [row] = await rows<{ one: number }>(sql`select 1 as one`);
      expect(row!.one).toBe(1);
    });

    it('breaks the stream off when a later batch fails', async () => {
      const ctx = appContextOf(t);
      let batches = 0;
      const stream = await streamCsv(
        ctx,
        {
          ids: sql`select g as id from generate_series(1, 5) g order by g`,
          rowsOf: async (_tx, ids) => {
            batches += 1;
            if (batches === 2) throw new Error('lost the database');
            return ids.map((id) => ({ id }));
          },
          columns: [{ name: 'id', value: (row) => row.id }],
          language: 'cs',
        },
        2,
      );
      await expect(textOf(stream)).rejects.toThrow('lost the database');
    });
  });
});
