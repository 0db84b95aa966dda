import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { campaigns, campaignWordPostings, campaignWords } from '../../db/schema';

/** Up to how many words of names, and companies, a search reads through the word index. */
export const NAME_SEARCH_WORDS = 64;
/** The search text's longest word needs this many letters for its trigrams to find the words. */
const SHORTEST_WORD = 3;

const named = alias(campaigns, 'named_campaigns');

/** What the word index found for a text (`lookUp`), read in one snapshot with the list's version. */
export interface NameWords {
  /** The words of names that contain the text's longest word. */
  words: string[];
  /** The companies whose names contain the text (their campaigns all match). */
  companyIds: number[];
  /** The text is that one word, so every campaign holding one of `words` matches. */
  singleWord: boolean;
}

/** The row of `lookUp`'s columns. */
export interface NameWordsRow {
  long_enough: boolean | null;
  words: string[];
  company_ids: number[];
  single_word: boolean | null;
}

/**
 * A search of campaign names ("contains") and company names, answered newest first from the word index of
 * names (campaign_words, campaign_word_postings: 0000_baseline/06-campaigns-and-items.sql) rather than by
 * gathering every campaign whose name contains the text: a year or a season matches a third of all campaigns,
 * and gathering them to sort costs what they number, however few the page needs.
 *
 * The text's longest word (split by the database's campaign_name_words, as the names are) lies within
 * one word of every name that contains the text, so the dictionary's words that contain it (few, by
 * the trigram index) lead to every matching campaign, and to some that are not (the text's other
 * words may not follow): each is checked by the list's own name condition unless the text is that
 * one word. Each word's campaigns and each matching company's are read from an index in the order
 * wanted and only as far as the page needs (offset + limit each); the first of their union are the
 * first matches, as each of those is among the first of its word or company.
 *
 * `lookUp` selects the words and companies; `found` turns its row into NameWords when the index
 * applies: a longest word of at least SHORTEST_WORD letters, and at most NAME_SEARCH_WORDS words and
 * companies to read (a text like "a" or "s.r.o." is left to the list's other plans). The reads then
 * take them as arrays, so the statement that reads the page plans no dictionary look-up.
 */
export function nameSearch({
  text,
  inName,
  matchingCompanies,
}: {
  text: string;
  /** The list's own condition on a campaign name. */
  inName: (name: SQLWrapper) => SQL;
  /** The ids of the companies whose campaigns all match (by company name), or null. */
  matchingCompanies: SQL | null;
}) {
  const longestWord = sql`(select w from campaign_name_words(${text}) as w order by length(w) desc, w limit 1)`;
  const postings = campaignWordPostings;

  /**
   * The matches from `offset`, `limit` of them, in an order: newest first (id), or with the newest
   * last items first (campaigns without items left out); `(id, last_item_id)` rows.
   */
  const matchesBy = (found: NameWords, order: 'id' | 'lastItem', limit: number, offset = 0) => {
    const k = offset + limit;
    const byLastItem = order === 'lastItem';
    // Words never hold a quote or a backslash (punctuation splits them), so they are quoted as is.
    const words = `{${found.words.map((word) => `"${word}"`).join(',')}}`;
    const byWord = sql`select found.* from unnest(${words}::text[]) as words(word) cross join lateral (
        select ${postings.campaignId} as id, ${postings.lastItemId} as last_item_id from ${postings}
        where ${postings.word} = words.word${byLastItem ? sql` and ${postings.lastItemId} is not null` : sql``}${
          found.singleWord
            ? sql``
            : sql` and (select ${inName(named.name)} from ${campaigns} as ${sql.identifier('named_campaigns')}
              where ${named.id} = ${postings.campaignId})`
        }
        order by ${byLastItem ? postings.lastItemId : postings.campaignId} desc limit ${k}) as found`;
    const byCompany = found.companyIds.length
      ? sql` union select found.* from unnest(${`{${found.companyIds.join(',')}}`}::int[]) as matching(id)
        cross join lateral (
          select ${campaigns.id} as id, ${campaigns.lastItemId} as last_item_id from ${campaigns}
          where ${campaigns.companyId} = matching.id${byLastItem ? sql` and ${campaigns.lastItemId} is not null` : sql``}
          order by ${byLastItem ? campaigns.lastItemId : campaigns.id} desc limit ${k}) as found`
      : sql``;
    return sql`select first.id, first.last_item_id from (${byWord}${byCompany}) as first
      order by first.${sql.raw(byLastItem ? 'last_item_id' : 'id')} desc limit ${limit} offset ${offset}`;
  };

  return {
    /** The look-up's columns, to select (alone or with others); `found` reads its row. */
    lookUp: sql`coalesce(length(${longestWord}) >= ${SHORTEST_WORD}, false) as long_enough,
      array(select ${campaignWords.word} from ${campaignWords}
        where ${campaignWords.word} like '%' || ${longestWord} || '%' limit ${NAME_SEARCH_WORDS + 1}) as words,
      ${
        matchingCompanies
          ? sql`array(select matching.id from (${matchingCompanies}) as matching(id) limit ${NAME_SEARCH_WORDS + 1})`
          : sql`'{}'::int[]`
      } as company_ids,
      lower(${text}) = ${longestWord} as single_word`,
    /** The look-up's row as NameWords, or null when the index does not apply to the text. */
    found: (row: NameWordsRow): NameWords | null =>
      row.long_enough && row.words.length <= NAME_SEARCH_WORDS && row.company_ids.length <= NAME_SEARCH_WORDS
        ? { words: row.words, companyIds: row.company_ids.map(Number), singleWord: row.single_word === true }
        : null,
    /** (id, last_item_id) of the matching campaigns newest first, from `offset`. */
    newest: (found: NameWords, limit: number, offset: number) => matchesBy(found, 'id', limit, offset),
    /** (id, last_item_id) of the k matching campaigns with the newest last items. */
    newestByLastItem: (found: NameWords, k: number) => matchesBy(found, 'lastItem', k),
  };
}
