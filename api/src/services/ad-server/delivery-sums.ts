import { sql } from 'drizzle-orm';
import { adServerDelivery } from '../../db/schema';
import type { DeliverySums } from './performance-figures';

const d = adServerDelivery;

/**
 * The sums a performance figure is made of, as select columns over ad_server_delivery (bigint sums
 * come back as text; deliverySumsOf turns them into numbers). Each (item, day) has one row, imported
 * or simulated, so plain sums never count a day twice.
 */
export const deliverySumColumns = {
  impressions: sql<string>`sum(${d.impressions})`,
  views: sql<string>`sum(${d.views})`,
  clicks: sql<string>`sum(${d.clicks})`,
  viewableImpressions: sql<string | null>`sum(${d.viewableImpressions})`,
  measuredImpressions: sql<
    string | null
  >`sum(${d.impressions}) filter (where ${d.viewableImpressions} is not null)`,
  hardConversions: sql<string>`sum(${d.hardConversions})`,
  softConversions: sql<string>`sum(${d.softConversions})`,
};

export interface DeliverySumRow {
  impressions: string;
  views: string;
  clicks: string;
  viewableImpressions: string | null;
  measuredImpressions: string | null;
  hardConversions: string;
  softConversions: string;
}

export const deliverySumsOf = (row: DeliverySumRow): DeliverySums => ({
  impressions: Number(row.impressions),
  views: Number(row.views),
  clicks: Number(row.clicks),
  viewableImpressions: Number(row.viewableImpressions ?? 0),
  measuredImpressions: Number(row.measuredImpressions ?? 0),
});
