import { CampaignStateId } from '@portal/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../context';
import { todayOf } from '../calendar';

/**
 * The figures of a vendor company that the vendor list and detail show, as SQL over a company id
 * (one statement per page: each figure is a scalar subquery read from the company's index of its
 * users, campaigns or items, for the rows of the page only):
 *
 * - users: the company's users, active or not (`users_company_idx`);
 * - active campaigns: its campaigns in any state but closed and canceled, that is still being
 *   ordered, checked, approved, prepared, running, paused or reserved (`campaigns_company_idx`);
 * - spend this year: the total price (CZK) of its campaign items whose campaign is not canceled and
 *   whose start date lies in the current calendar year of the retailer's time zone, Europe/Prague
 *   (`campaign_items_company_idx`; an item's price is its total, design.md §4). Items are counted by
 *   their start, so an item running over New Year counts wholly in the year it starts.
 *
 * Plain indexed SQL, no count cache or list version: vendor companies are hundreds, and a page of them
 * reads its own companies' rows only (docs/users.md "Vendors").
 */
export function vendorFigures(companyId: SQL, year: number) {
  const closed = CampaignStateId.Closed;
  const canceled = CampaignStateId.Canceled;
  return {
    usersCount: sql<number>`(select count(*)::int from "users" "fu" where "fu"."company_id" = ${companyId})`,
    activeCampaignsCount: sql<number>`(select count(*)::int from "campaigns" "fc" where "fc"."company_id" = ${companyId} and "fc"."state_id" not in (${closed}, ${canceled}))`,
    spendThisYear: sql<string>`(select coalesce(sum("fi"."price"), 0)::text from "campaign_items" "fi" inner join "campaigns" "fk" on "fk"."id" = "fi"."campaign_id" where "fi"."company_id" = ${companyId} and "fk"."state_id" <> ${canceled} and "fi"."start_date" between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date)`,
  };
}

/** The calendar year of the service clock in Europe/Prague: the year of "spend this year". */
export const pragueYearOf = (clock: Clock): number => Number(todayOf(clock).slice(0, 4));
