import {
  checkItemOrder,
  type ItemOrder,
  type ItemOrderContext,
  type ItemOrderField,
} from '@portal/shared-contracts/campaign-items';
import type { Product } from '@portal/shared-contracts/catalogue';
import { getCampaignItemsTargetUrlSettings, isImpersonating } from '@portal/shared-contracts/core';
import { useCurrentUser } from '@portal/shared-ui';
import { useMemo } from 'react';
import useSWR from 'swr';
import { todayIso } from '../common/today';
import { dateIssues, type DateRuleContext, type OrderIssue } from './date-rules';
import { checkedValues, toItemOrder, type OrderValues } from './order-values';

/** The item being edited, as stored. */
export interface OriginalItem {
  id: number;
  startDate: string;
  endDate: string;
}

/**
 * What the order's rules know beyond the values: who orders, today, whether targets may be set, and
 * the item being edited (its own weeks are not taken for it, its unchanged start may lie in the past).
 */
export function useOrderContext(product: Product, original?: OriginalItem) {
  const user = useCurrentUser()!;
  const retailerLike = user.isRetailer || isImpersonating({ user });
  const targetSetting = useSWR('app-settings/campaign-items-target-url', getCampaignItemsTargetUrlSettings);
  const targetEnabled = targetSetting.data?.enabled ?? false;
  const today = useMemo(() => todayIso(), []);
  const originalStartDate = original?.startDate ?? null;
  const originalEndDate = original?.endDate ?? null;
  const rules: ItemOrderContext = useMemo(
    () => ({
      product,
      retailerLike,
      today,
      original:
        originalStartDate && originalEndDate
          ? { startDate: originalStartDate, endDate: originalEndDate }
          : undefined,
    }),
    [product, retailerLike, today, originalStartDate, originalEndDate],
  );
  return {
    product,
    retailerLike,
    today,
    targetSetting,
    targetEnabled,
    rules,
    originalStartDate,
    excludedItemId: original?.id ?? null,
  };
}

export type OrderContext = ReturnType<typeof useOrderContext>;

/** The payload of the values as the rules see them (unreadable dates missing). */
export const orderOf = (values: OrderValues, context: OrderContext): ItemOrder =>
  toItemOrder(checkedValues(values), context.product, context.targetEnabled);

/** checkItemOrder's issues of the values and the form's own of the dates, each once. */
export function orderIssues(
  values: OrderValues,
  context: OrderContext,
  takenWeeks: ReadonlySet<string>,
): OrderIssue[] {
  const checked = checkedValues(values);
  const issues: OrderIssue[] = checkItemOrder(orderOf(values, context), context.rules);
  const dateRules: DateRuleContext = {
    product: context.product,
    today: context.today,
    takenWeeks,
    originalStartDate: context.originalStartDate,
  };
  const known = (issue: OrderIssue) =>
    issues.some((other) => other.field === issue.field && other.code === issue.code);
  return [...issues, ...dateIssues(checked, dateRules).filter((issue) => !known(issue))];
}

/** The issues as final-form's errors: each field's first message; the total's under `total`. */
export function errorsOfIssues(
  issues: readonly OrderIssue[],
  message: (issue: OrderIssue) => string,
): Partial<Record<ItemOrderField, string>> {
  const errors: Partial<Record<ItemOrderField, string>> = {};
  for (const issue of issues) errors[issue.field] ??= message(issue);
  return errors;
}
