import { sql } from 'drizzle-orm';
import { adServerDeliveryTotals } from '../../db/schema';
import type { DeliverySums } from './performance-figures';

const t = adServerDeliveryTotals;

/**
 * The sums a performance figure is made of, as select columns over ad_server_delivery_totals (one row
 * per item with delivery: the sums of its days, imported or simulated, each (item, day) once); bigint
 * sums come back as text, deliverySumsOf turns them into numbers. Grouped by item they are that
 * item's figures, by campaign its campaign's.
 */
export const deliverySumColumns = {
  impressions: sql<string>`sum(${t.impressions})`,
  views: sql<string>`sum(${t.views})`,
  clicks: sql<string>`sum(${t.clicks})`,
  viewableImpressions: sql<string | null>`sum(${t.viewableImpressions})`,
  measuredImpressions: sql<string | null>`sum(${t.measuredImpressions})`,
  hardConversions: sql<string>`sum(${t.hardConversions})`,
  softConversions: sql<string>`sum(${t.softConversions})`,
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
