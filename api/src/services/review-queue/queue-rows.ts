import type { ReviewQueueKind } from '@portal/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fromMicros, type QueueFilter, type QueuePosition } from './queue-filter';

/** An item of an entry as the page statement builds it. */
export interface QueueRowItem {
  id: number;
  campaignId: number;
  campaignName: string;
  productId: number;
  productName: string;
  /** The item's variable values, joined (null without any). */
  values: string | null;
  startDate: string;
  /** The item's product is of native format (no creative preview, spec 000 §2). */
  nativeFormat: boolean;
}

/** A row of the page statement: an entry and what the queue shows of it. */
export interface QueueRow {
  kind: ReviewQueueKind;
  id: number;
  waitingSince: Date | string;
  name: string | null;
  companyId: number;
  companyName: string;
  zipFileName: string | null;
  targetId: number | null;
  targetName: string | null;
  /** A creative's waiting items, a zip's item. */
  items: QueueRowItem[] | null;
  /** A creative's first item, whatever its state (where to review a creative none of whose items waits). */
  firstItem: { id: number; campaignId: number; nativeFormat: boolean } | null;
}

/**
 * One kind's waiting rows as its partial index (`*_waiting_idx`: 0000_baseline/06-campaigns-and-items.sql,
 * 08-creatives.sql, 09-landing-pages.sql) holds them, within the company filter.
 */
export interface QueueBranch {
  kind: ReviewQueueKind;
  table: SQL;
  waiting: SQL;
}

export function branchesOf(filter: QueueFilter): QueueBranch[] {
  const company = filter.companyId ? sql` and company_id = ${filter.companyId}` : sql``;
  const all: QueueBranch[] = [
    { kind: 'creative', table: sql`creatives`, waiting: sql`state = 'waiting-for-approval'${company}` },
    {
      kind: 'itemZip',
      table: sql`campaign_items`,
      waiting: sql`state_id = 5 and zip_storage_key is not null and creative_id is null${company}`,
    },
    {
      kind: 'landingPage',
      table: sql`landing_pages`,
      waiting: sql`state = 'waiting-for-approval'${company}`,
    },
  ];
  return all.filter((branch) => !filter.kind || branch.kind === filter.kind);
}

/** Past a place in the queue's order (waiting since, kind, id), for one kind's rows. */
function pastPosition(kind: ReviewQueueKind, after: QueuePosition | null): SQL {
  if (!after) return sql``;
  const since = fromMicros(after.sinceMicros);
  return sql` and waiting_since >= ${since} and (waiting_since > ${since} or ${kind}::text > ${after.kind}::text
    or (${kind}::text = ${after.kind}::text and id > ${after.id}))`;
}

/** The item as the queue shows it, from an item row `i` joined to its campaign `ca` and product `pr`. */
const ITEM_JSON = sql`json_build_object('id', i.id, 'campaignId', i.campaign_id, 'campaignName', ca.name,
  'productId', pr.id, 'productName', coalesce(nullif(btrim(pr.title), ''), pr.name),
  'values', (select string_agg(pv.value, ', ' order by pv.position, pv.id)
    from campaign_item_variable_values iv join product_variable_values pv on pv.id = iv.variable_value_id
    where iv.campaign_item_id = i.id),
  'startDate', to_char(i.start_date, 'YYYY-MM-DD'), 'nativeFormat', pr.native_format)`;

/**
 * A page of the queue: each kind read in order from its partial index (at most offset + limit of
 * each, so the merge never reads more than the page needs), merged by (waiting since, kind, id), cut
 * to the page, and what the queue shows of each entry looked up for the page's rows only.
 */
export async function readQueueRows(
  db: Executor,
  filter: QueueFilter,
  { offset, limit, after = null }: { offset: number; limit: number; after?: QueuePosition | null },
): Promise<QueueRow[]> {
  const branches = branchesOf(filter).map(
    (branch) => sql`(select ${branch.kind}::text as kind, id, waiting_since from ${branch.table}
      where ${branch.waiting}${pastPosition(branch.kind, after)}
      order by waiting_since, id limit ${offset + limit})`,
  );
  const result = await db.execute(sql`with page as (
      select kind, id, waiting_since from (${sql.join(branches, sql` union all `)}) q
      order by waiting_since, kind, id offset ${offset} limit ${limit})
    select p.kind, p.id, p.waiting_since as "waitingSince", e.name, e.company_id as "companyId",
      e.company_name as "companyName", e.zip_file_name as "zipFileName", e.target_id as "targetId",
      e.target_name as "targetName", e.items, e.first_item as "firstItem"
    from page p
    left join lateral (
      select cr.name, co.id as company_id, co.name as company_name, null::text as zip_file_name,
        null::integer as target_id, null::text as target_name,
        (select json_agg(${ITEM_JSON} order by i.start_date, i.id)
          from campaign_items i join campaigns ca on ca.id = i.campaign_id join products pr on pr.id = i.product_id
          where i.creative_id = cr.id and i.state_id = 5) as items,
        (select json_build_object('id', f.id, 'campaignId', f.campaign_id, 'nativeFormat', fp.native_format)
          from campaign_items f join products fp on fp.id = f.product_id
          where f.creative_id = cr.id order by f.id limit 1) as first_item
      from creatives cr join companies co on co.id = cr.company_id
      where p.kind = 'creative' and cr.id = p.id
      union all
      select null, co.id, co.name, i.zip_file_name, null, null, json_build_array(${ITEM_JSON}), null
      from campaign_items i join companies co on co.id = i.company_id
        join campaigns ca on ca.id = i.campaign_id join products pr on pr.id = i.product_id
      where p.kind = 'itemZip' and i.id = p.id
      union all
      select lp.name, co.id, co.name, null, t.id, t.name, null, null
      from landing_pages lp join companies co on co.id = lp.company_id join targets t on t.id = lp.target_id
      where p.kind = 'landingPage' and lp.id = p.id
    ) e on true
    order by p.waiting_since, p.kind, p.id`);
  return (result as unknown as { rows: QueueRow[] }).rows;
}
