import { addDays, type DeliveryImportResponse } from '@portal/shared-contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { adServerLineItems, campaignItems } from '../../db/schema';
import { AppError, BadRequestError } from '../../errors';
import { recordAudit } from '../audit';
import { todayOf } from '../calendar';
import { holdClockLock } from '../clock';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { parseDeliveryCsv, type DeliveryCsvIssue, type DeliveryCsvRow } from './parse-delivery-csv';
import { storeDelivery } from './store-delivery';

/** Line numbers named in the message; validationErrors carry every issue up to ISSUE_LIMIT. */
const NAMED_LINES = 20;
const ISSUE_LIMIT = 1000;

function refuse(issues: DeliveryCsvIssue[]): never {
  const lines = [...new Set(issues.map((issue) => issue.line))].sort((a, b) => a - b);
  const named = lines.slice(0, NAMED_LINES).join(', ') + (lines.length > NAMED_LINES ? ', …' : '');
  throw new AppError(
    400,
    'delivery_import_invalid_lines',
    { lines: named, count: lines.length },
    {
      validationErrors: issues
        .slice(0, ISSUE_LIMIT)
        .map(({ problem, ...params }) => ({ type: problem, params })),
    },
  );
}

/**
 * POST /ad-server/delivery/import (retailer staff: the route's access): real delivery from a CSV
 * (parse-delivery-csv.ts) for booked line items, days of their period that have ended. All or
 * nothing: any bad line answers 400 naming the lines (and each problem in validationErrors) and
 * nothing is written. Rows are stored as `imported` and replace what was there for the day, simulated
 * or imported; the simulation never overwrites them. Waits for a running clock job so the two never
 * write the same days at once. Audited.
 */
export async function importDelivery(
  ctx: AppContext,
  auth: AuthContext,
  csv: string,
): Promise<DeliveryImportResponse> {
  const parsed = parseDeliveryCsv(csv);
  if (parsed.kind === 'empty') throw new BadRequestError('delivery_import_empty');
  if (parsed.kind === 'header') {
    throw new BadRequestError('delivery_import_header', {
      missing: parsed.missing.join(', ') || '–',
      unknown: parsed.unknown.join(', ') || '–',
    });
  }
  if (parsed.kind === 'issues') refuse(parsed.issues);
  const { rows } = parsed;
  const lastFinishedDay = addDays(todayOf(ctx.clock), -1);

  return ctx.db.transaction(async (tx) => {
    await holdClockLock(tx);
    const externalIds = [...new Set(rows.map((row) => row.lineItemExternalId))];
    const bookings = await tx
      .select({
        externalId: adServerLineItems.externalId,
        itemId: adServerLineItems.campaignItemId,
        campaignId: adServerLineItems.campaignId,
        startDate: campaignItems.startDate,
        endDate: campaignItems.endDate,
      })
      .from(adServerLineItems)
      .innerJoin(campaignItems, eq(campaignItems.id, adServerLineItems.campaignItemId))
      .where(and(inArray(adServerLineItems.externalId, externalIds), isNull(adServerLineItems.releasedAt)));
    const byExternalId = new Map(bookings.map((booking) => [booking.externalId, booking]));

    const issues: DeliveryCsvIssue[] = [];
    const accepted: { row: DeliveryCsvRow; itemId: number }[] = [];
    for (const row of rows) {
      const booking = byExternalId.get(row.lineItemExternalId);
      if (!booking) {
        issues.push({
          line: row.line,
          problem: 'unknownLineItem',
          column: 'lineItemExternalId',
          value: row.lineItemExternalId,
        });
      } else if (row.date < booking.startDate || row.date > booking.endDate) {
        issues.push({ line: row.line, problem: 'dateOutsidePeriod', column: 'date', value: row.date });
      } else if (row.date > lastFinishedDay) {
        issues.push({ line: row.line, problem: 'dateNotFinished', column: 'date', value: row.date });
      } else {
        accepted.push({ row, itemId: booking.itemId });
      }
    }
    if (issues.length > 0) refuse(issues);

    await storeDelivery(
      tx,
      accepted.map(({ row, itemId }) => ({
        campaignItemId: itemId,
        day: row.date,
        impressions: row.impressions,
        views: row.views,
        viewableImpressions: row.viewableImpressions,
        clicks: row.clicks,
        hardConversions: row.hardConversions,
        softConversions: row.softConversions,
        source: 'imported' as const,
      })),
      { keepImported: false },
    );
    const lineItems = new Set(accepted.map(({ itemId }) => itemId)).size;
    await recordAudit(tx, auth, {
      action: 'ad-server.delivery-imported',
      entityType: 'ad_server_delivery',
      details: {
        importedDays: accepted.length,
        lineItems,
        campaignIds: [...new Set(bookings.map((booking) => booking.campaignId))],
      },
    });
    return { importedDays: accepted.length, lineItems };
  });
}
