import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { campaigns, campaignWordPostings, campaignWords } from '../../db/schema';

/** Up to how many words of names, and companies, a search reads through the word index. */
export const NAME_SEARCH_WORDS = 64;
/** The search text's longest word needs this many letters for its trigrams to find the words. */
const SHORTEST_WORD = 3;

const named = alias(campaigns, 'named_campaigns');

/**
 * A search of campaign names ("contains") and company names, answered newest first from the word
 * index of names (migration 0014: campaign_words, campaign_word_postings) rather than by gathering
 * every campaign whose name contains the text: a year or a season matches a third of all campaigns,
 * and gathering them to sort costs what they number, however few the page needs.
 *
 * The text's longest word (split by the database's campaign_name_words, as the names are) lies within
 * one word of every name that contains the text, so the dictionary's words that contain it (few, by
 * the trigram index) lead to every matching campaign, and to some that are not (the text's other
 * words may not follow): each is checked by the list's own name condition unless the text is that
 * one word. Each word's campaigns and each matching company's are read from an index in the order
 * wanted and only as far as the page needs (k matches each); the k first of their union are the k
 * first matches, as each of those is among the k first of its word or company.
 *
 * `answers` says whether the index applies: a longest word of at least SHORTEST_WORD letters, and at
 * most NAME_SEARCH_WORDS words and companies to read (a text like "a" or "s.r.o." is left to the
 * list's other plans).
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
  const words = sql`select ${campaignWords.word} from ${campaignWords}
    where ${campaignWords.word} like '%' || ${longestWord} || '%'`;
  const fewer = (rows: SQL) =>
    sql`(select count(*) from (${rows} limit ${NAME_SEARCH_WORDS + 1}) as counted) <= ${NAME_SEARCH_WORDS}`;
  const postings = campaignWordPostings;
  // A campaign found by a word matches unless the text is more than that word.
  const nameHolds = sql`(lower(${text}) = ${longestWord}
    or (select ${inName(named.name)} from ${campaigns} as ${sql.identifier('named_campaigns')} where ${named.id} = ${postings.campaignId}))`;

  /**
   * The matches from `offset`, `limit` of them, in an order: newest first (id), or with the newest
   * last items first (campaigns without items left out). Each word and each company gives its
   * offset + limit first.
   */
  const matchesBy = (order: 'id' | 'lastItem', limit: number, offset = 0) => {
    const k = offset + limit;
    const byLastItem = order === 'lastItem';
    const byWord = sql`select found.* from (${words}) as words cross join lateral (
        select ${postings.campaignId} as id, ${postings.lastItemId} as last_item_id from ${postings}
        where ${postings.word} = words.word${byLastItem ? sql` and ${postings.lastItemId} is not null` : sql``}
          and ${nameHolds}
        order by ${byLastItem ? postings.lastItemId : postings.campaignId} desc limit ${k}) as found`;
    const byCompany = matchingCompanies
      ? sql` union select found.* from (${matchingCompanies}) as matching(id) cross join lateral (
        select ${campaigns.id} as id, ${campaigns.lastItemId} as last_item_id from ${campaigns}
        where ${campaigns.companyId} = matching.id${byLastItem ? sql` and ${campaigns.lastItemId} is not null` : sql``}
        order by ${byLastItem ? campaigns.lastItemId : campaigns.id} desc limit ${k}) as found`
      : sql``;
    return sql`select first.id, first.last_item_id from (${byWord}${byCompany}) as first
      order by first.${sql.raw(byLastItem ? 'last_item_id' : 'id')} desc limit ${limit} offset ${offset}`;
  };

  return {
    /** Whether the word index applies to the text (a boolean to select). */
    answers: sql<boolean>`coalesce(length(${longestWord}) >= ${SHORTEST_WORD} and ${fewer(words)}${
      matchingCompanies ? sql` and ${fewer(matchingCompanies)}` : sql``
    }, false)`,
    /** (id, last_item_id) of the matching campaigns newest first, from `offset`. */
    newest: (limit: number, offset: number) => matchesBy('id', limit, offset),
    /** (id, last_item_id) of the k matching campaigns with the newest last items. */
    newestByLastItem: (k: number) => matchesBy('lastItem', k),
  };
}
