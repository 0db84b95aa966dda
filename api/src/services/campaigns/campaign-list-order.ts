import type { CampaignFilter, CampaignSortField } from '@portal/shared-contracts';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { naturalOrder } from '../../db/collation';
import { unindexedNumber, unindexedText } from '../../db/planner-hints';
import { campaigns, companies, users } from '../../db/schema';

export const salesPersons = alias(users, 'sales_persons');

const personName = (person: { firstName: SQLWrapper; lastName: SQLWrapper }) =>
  sql`${person.firstName} || ' ' || ${person.lastName}`;

/**
 * `collect`: the key as no index has it (db/planner-hints.ts), so the few matches are gathered and
 * sorted instead of an index walked (COLLECT_LIMIT, filter-campaigns.ts).
 */
const numberKey = (column: SQLWrapper, collect: boolean) =>
  collect ? unindexedNumber(column) : sql`${column}`;

/** Sort keys; the nullable ones (no sales person, no items yet) sort last in both directions. */
const SORT_KEYS: Record<CampaignSortField, { key: (collect: boolean) => SQL; nullable: boolean }> = {
  name: {
    key: (collect) => naturalOrder(collect ? unindexedText(campaigns.name) : campaigns.name),
    nullable: false,
  },
  company: { key: () => naturalOrder(companies.name), nullable: false },
  salesPerson: { key: () => naturalOrder(personName(salesPersons)), nullable: true },
  state: { key: (collect) => numberKey(campaigns.stateId, collect), nullable: false },
  startDate: { key: (collect) => numberKey(campaigns.startDate, collect), nullable: true },
  endDate: { key: (collect) => numberKey(campaigns.endDate, collect), nullable: true },
  price: { key: (collect) => numberKey(campaigns.totalPrice, collect), nullable: false },
};

/** Default: newest first. Otherwise the chosen key, then id in the same direction, so pages are stable. */
export function orderOf(filter: CampaignFilter, collect: boolean): SQL[] {
  const id = numberKey(campaigns.id, collect);
  if (!filter.order) return [sql`${id} desc`];
  const { key, nullable } = SORT_KEYS[filter.order.name];
  const direction = filter.order.direction === 'ASC' ? sql`asc` : sql`desc`;
  return [sql`${key(collect)} ${direction}${nullable ? sql` nulls last` : sql``}`, sql`${id} ${direction}`];
}
