import {
  CampaignFilterRequestSchema,
  CampaignItemFilterRequestSchema,
  type CampaignFilterRequest,
} from '@portal/shared-contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { campaignItems, campaigns, companies } from '../src/db/schema';
import { filterCampaignItems } from '../src/services/campaign-items/filter-campaign-items';
import { filterCampaigns } from '../src/services/campaigns/filter-campaigns';
import type { AppContext } from '../src/services/context';
import { NAME_SEARCH_WORDS, nameSearch, type NameWordsRow } from '../src/services/lists';
import type { AuthContext } from '../src/services/sessions/auth-context';
import { resolveSession } from '../src/services/sessions/resolve-session';
import { acmeAndProduct, appContextOf, insertCampaign } from './campaign-fixtures';
import { createTestApp, loginAs, type TestApp } from './helper';

/**
 * The word index of campaign names (0000_baseline/06-campaigns-and-items.sql, services/lists/name-search.ts):
 * kept by the database with every write of a campaign and its items, and a retailer's search read through it
 * gives what the search's definition does (name or company name contains the text).
 */
let t: TestApp;
let ctx: AppContext;
let retailer: AuthContext;
let acme: number;
let productId: number;

async function rows<T>(query: SQL): Promise<T[]> {
  const result = await t.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  t = await createTestApp();
  ctx = appContextOf(t);
  retailer = (await resolveSession(ctx, await loginAs(t.app, 'retailer@portal.test')))!;
  ({ acme, productId } = await acmeAndProduct(t));
});
afterAll(() => t.close());

const newCampaign = (name: string) => insertCampaign(t, name, acme);

/** The campaign's postings: word → its last item as posted. */
async function postingsOf(campaignId: number) {
  const posted = await rows<{ word: string; last_item_id: number | null }>(
    sql`select word, last_item_id from campaign_word_postings where campaign_id = ${campaignId} order by word`,
  );
  return Object.fromEntries(posted.map((row) => [row.word, row.last_item_id]));
}

const inDictionary = async (words: string[]) =>
  (
    await rows<{ word: string }>(
      sql`select word from campaign_words where word = any(${`{${words.join(',')}}`}::text[]) order by word`,
    )
  ).map((row) => row.word);

describe('the word index of campaign names', () => {
  it("posts a new campaign's words once each, in lower case, split at spaces and punctuation", async () => {
    const id = await newCampaign('Jarní AKCE 2031: káva, čaj & káva');
    const words = { '2031': null, akce: null, čaj: null, jarní: null, káva: null };
    expect(await postingsOf(id)).toEqual(words);
    expect(await inDictionary(Object.keys(words))).toEqual(Object.keys(words).sort());
  });

  it('replaces the postings of a renamed campaign, and keeps them when the name stays', async () => {
    const id = await newCampaign('Letní výprodej 2031');
    await t.database.db.update(campaigns).set({ name: 'Podzimní sezóna 2032' }).where(eq(campaigns.id, id));
    expect(await postingsOf(id)).toEqual({ '2032': null, podzimní: null, sezóna: null });
    await t.database.db.update(campaigns).set({ stateId: 2 }).where(eq(campaigns.id, id));
    expect(await postingsOf(id)).toEqual({ '2032': null, podzimní: null, sezóna: null });
  });

  it("moves the postings with the campaign's newest item, and drops them with the campaign", async () => {
    const id = await newCampaign('Zimní výprodej 2033');
    const item = {
      campaignId: id,
      productId,
      startDate: '2033-01-03',
      endDate: '2033-01-09',
      unitPrice: '100.00',
      price: '100.00',
    };
    const [first, second] = await t.database.db
      .insert(campaignItems)
      .values([item, item])
      .returning({ id: campaignItems.id });
    expect(await postingsOf(id)).toEqual({ '2033': second!.id, výprodej: second!.id, zimní: second!.id });
    await t.database.db.delete(campaignItems).where(eq(campaignItems.id, second!.id));
    expect(await postingsOf(id)).toEqual({ '2033': first!.id, výprodej: first!.id, zimní: first!.id });
    await t.database.db.delete(campaignItems).where(eq(campaignItems.id, first!.id));
    expect(await postingsOf(id)).toEqual({ '2033': null, výprodej: null, zimní: null });

    await t.database.db.delete(campaigns).where(eq(campaigns.id, id));
    expect(await postingsOf(id)).toEqual({});
  });
});

describe("a retailer's search through the word index", () => {
  const listOf = (filter: CampaignFilterRequest, tuning: Parameters<typeof filterCampaigns>[4]) =>
    filterCampaigns(ctx, retailer, v.parse(CampaignFilterRequestSchema, filter), 'cs', tuning);

  /** Every page of a search newest first, read with `tuning`. */
  async function everything(search: string, tuning: Parameters<typeof filterCampaigns>[4], limit = 3) {
    const ids: number[] = [];
    for (let offset = 0; ; offset += limit) {
      const answer = await listOf({ search, limit, offset }, tuning);
      ids.push(...answer.campaigns.map((row) => row.id));
      if (answer.campaigns.length < limit) {
        expect(ids).toHaveLength(answer.total);
        return ids;
      }
    }
  }

  /** The search's definition, straight from the tables: name or company name contains the text. */
  const expectedIds = async (search: string) =>
    (
      await rows<{ id: number }>(sql`
        select c.id from campaigns c join companies co on co.id = c.company_id
        where strpos(lower(c.name), lower(${search})) > 0 or strpos(lower(co.name), lower(${search})) > 0
        order by c.id desc`)
    ).map((row) => Number(row.id));

  const applies = async (search: string) => {
    const { lookUp, found } = nameSearch({
      text: search,
      inName: (name) => sql`lower(${name}) like '%' || lower(${search}) || '%'`,
      matchingCompanies: sql`select ${companies.id} from ${companies} where strpos(lower(${companies.name}), lower(${search})) > 0`,
    });
    return found((await rows<NameWordsRow>(sql`select ${lookUp}`))[0]!) !== null;
  };

  // A word, two words, parts of words across a space, a company's name, any case, no match.
  const ANSWERED = ['vánoční', 'VÁNOČNÍ kampaň', 'ní kam', 'kampaň 2026', 'acme', 'Foods', 'žádná taková'];
  // Words too short for the index, and only punctuation: the list's other plans.
  const NOT_ANSWERED = ['2', 'ab', ' – ', ':'];

  it.each(ANSWERED)('finds every page of %j from the index, as the definition says', async (search) => {
    expect(await applies(search)).toBe(true);
    const expected = await expectedIds(search);
    expect(expected.length > 0).toBe(search !== 'žádná taková');
    expect(await everything(search, { recentCampaigns: 0 })).toEqual(expected);
    expect(await everything(search, { recentCampaigns: 0, nameWords: false })).toEqual(expected);
  });

  it.each(NOT_ANSWERED)('leaves %j to the other plans, with the same answer', async (search) => {
    expect(await applies(search)).toBe(false);
    expect(await everything(search, { recentCampaigns: 0 })).toEqual(await expectedIds(search));
  });

  it(`leaves a text that more than ${NAME_SEARCH_WORDS} words of names contain to the other plans`, async () => {
    const names = Array.from({ length: NAME_SEARCH_WORDS + 1 }, (_, n) => `Zkouška slovníku${n}x`);
    for (const name of names) await newCampaign(name);
    expect(await applies('slovníku')).toBe(false);
    expect(await applies('slovníku7x')).toBe(true);
    expect(await everything('slovníku', { recentCampaigns: 0 })).toEqual(await expectedIds('slovníku'));
    expect(await everything('slovníku7x', { recentCampaigns: 0 })).toEqual(await expectedIds('slovníku7x'));
  });

  it('finds a campaign named after the words were looked up (and kept with the count)', async () => {
    const before = await everything('jeřabin', { recentCampaigns: 0 });
    expect(before).toEqual([]);
    const id = await newCampaign('Podzim s jeřabinami 2031');
    // A new word of names: the kept look-up is of an older list version, so it is not used.
    expect(await everything('jeřabin', { recentCampaigns: 0 })).toEqual([id]);
    expect(await everything('jeřabin', { recentCampaigns: 0 })).toEqual([id]);
    const renamed = await newCampaign('Zkouška');
    await t.database.db.update(campaigns).set({ name: 'Jeřabiny v akci' }).where(eq(campaigns.id, renamed));
    expect(await everything('JEŘABIN', { recentCampaigns: 0 })).toEqual([renamed, id]);
  });

  it('takes a text with wildcards literally', async () => {
    const id = await newCampaign('Sleva 50% na_vše');
    for (const search of ['50%', 'na_vše', '%']) {
      const found = await everything(search, { recentCampaigns: 0 });
      expect(found).toEqual(await expectedIds(search));
      expect(found).toContain(id);
    }
    expect(await everything('5_%', { recentCampaigns: 0 })).toEqual([]);
  });
});

describe("a retailer's activity search through the word index", () => {
  const itemIds = async (search: string) =>
    (
      await filterCampaignItems(
        ctx,
        retailer,
        v.parse(CampaignItemFilterRequestSchema, { search, firstResult: 0, maxResults: 20 }),
        'cs',
        { recentItems: 0 },
      )
    ).items.map((row) => row.id);

  it('finds the items of a campaign named after the words were looked up (and kept with the count)', async () => {
    expect(await itemIds('hlohyně')).toEqual([]);
    const id = await newCampaign('Hlohyně a šípky 2031');
    const [item] = await t.database.db
      .insert(campaignItems)
      .values({
        campaignId: id,
        productId,
        startDate: '2031-10-06',
        endDate: '2031-10-12',
        unitPrice: '100.00',
        price: '100.00',
      })
      .returning({ id: campaignItems.id });
    expect(await itemIds('hlohyně')).toEqual([item!.id]);
    expect(await itemIds('hlohyně')).toEqual([item!.id]);
    await t.database.db.update(campaigns).set({ name: 'Šípky 2031' }).where(eq(campaigns.id, id));
    expect(await itemIds('hlohyně')).toEqual([]);
  });
});
