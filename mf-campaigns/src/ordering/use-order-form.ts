import { checkItemOrder, orderTotal, type ItemOrderField } from '@portal/shared-contracts/campaign-items';
import type { Product } from '@portal/shared-contracts/catalogue';
import {
  getCampaignItemsTargetUrlSettings,
  isApiError,
  isImpersonating,
} from '@portal/shared-contracts/core';
import { useCurrentUser } from '@portal/shared-ui';
import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import useSWR from 'swr';
import { todayIso } from '../common/today';
import { useDebouncedValue } from '../common/use-debounced-value';
import { useIssueMessage } from './issue-messages';
import { initialValues, toItemOrder, visibleIssue, type OrderValues } from './order-values';
import { useAvailabilityCheck, useTakenWeeks } from './use-order-checks';

/** Spec §9: form data changes are emitted with a 200 ms debounce. */
export const FORM_DEBOUNCE_MS = 200;

/** Field keys of the server's fieldErrors and the form field that shows them. */
const SERVER_FIELDS: Record<string, ItemOrderField | 'note' | 'name'> = {
  startDate: 'startDate',
  endDate: 'endDate',
  orderedAmount: 'orderedAmount',
  variableValueIdes: 'variableValueIdes',
  customProductPrice: 'customProductPrice',
  targetURL: 'targetURL',
  targetProductId: 'targetURL',
  targetLandingPageId: 'targetURL',
  targetKeywords: 'targetKeywords',
  note: 'note',
  name: 'name',
};

/** The fields whose "still empty" issues a submit shows at once. */
const REQUIRED_FIELDS = [
  'startDate',
  'endDate',
  'orderedAmount',
  'variableValueIdes',
  'targetKeywords',
] as const;

export interface OrderFormOptions {
  product: Product;
  /** The values the form starts with (an item being edited); a new order's empty values otherwise. */
  initial?: OrderValues;
  /**
   * The item being edited, as stored: its own weeks do not count as taken (the server's update treats
   * them the same way) and its unchanged start may lie in the past.
   */
  original?: { id: number; startDate: string; endDate: string };
}

/**
 * The state and live checks of the order form (document 2 §5), shared by add-to-campaign and the
 * activity edit: the values, which fields were touched, the server's field errors, and on every
 * (200 ms debounced) change the rules of checkItemOrder, the price preview, the taken weeks and the
 * availability check.
 */
export function useOrderForm({ product, initial, original }: OrderFormOptions) {
  const issueMessage = useIssueMessage();
  const user = useCurrentUser()!;
  const retailerLike = user.isRetailer || isImpersonating({ user });
  const targetSetting = useSWR('app-settings/campaign-items-target-url', getCampaignItemsTargetUrlSettings);
  const targetEnabled = targetSetting.data?.enabled ?? false;

  const [values, setValues] = useState<OrderValues>(() => initial ?? initialValues(product));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const touch = (...fields: string[]) => {
    setTouched((previous) => new Set([...previous, ...fields]));
    setServerErrors((previous) => {
      if (!fields.some((field) => field in previous)) return previous;
      const next = { ...previous };
      fields.forEach((field) => delete next[field]);
      return next;
    });
  };
  const change = (patch: Partial<OrderValues>, ...fields: ItemOrderField[]) => {
    setValues((previous) => ({ ...previous, ...patch }));
    touch(...fields);
  };

  const today = useMemo(() => todayIso(), []);
  const originalDates = original ? { startDate: original.startDate, endDate: original.endDate } : undefined;
  const originalKey = originalDates ? `${originalDates.startDate}/${originalDates.endDate}` : '';
  const context = useMemo(
    () => ({ product, retailerLike, today, original: originalDates }),
    // originalDates is rebuilt on every render; originalKey says when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [product, retailerLike, today, originalKey],
  );
  const settled = useDebouncedValue(values, FORM_DEBOUNCE_MS);
  const order = useMemo(
    () => toItemOrder(settled, product, targetEnabled),
    [settled, product, targetEnabled],
  );
  const issues = useMemo(() => checkItemOrder(order, context), [order, context]);
  const total = useMemo(() => orderTotal(order, product), [order, product]);
  const datesValid = !issues.some((issue) => issue.field === 'startDate' || issue.field === 'endDate');
  const excludedItemId = original?.id ?? null;
  const availability = useAvailabilityCheck(product, order, datesValid, excludedItemId);
  const taken = useTakenWeeks(product, values.variableValueIdes, excludedItemId);
  const dateRules = {
    product,
    today,
    takenWeeks: taken.takenWeeks,
    originalStartDate: original?.startDate ?? null,
  };

  const fieldError = (field: ItemOrderField): string | null => {
    if (serverErrors[field]) return serverErrors[field]!;
    const issue = visibleIssue(issues, field, touched as ReadonlySet<ItemOrderField>);
    return issue ? issueMessage(issue) : null;
  };
  // Problems not already shown beside their field, listed under the hint.
  const hiddenIssues = issues
    .filter((issue) => issue.field !== 'total' && fieldError(issue.field) === null)
    .map(issueMessage);

  /** The payload of the current (not debounced) values, and whether the rules accept it. */
  const current = () => {
    const payload = toItemOrder(values, product, targetEnabled);
    return { payload, valid: checkItemOrder(payload, context).length === 0 };
  };

  /** Shows the "still empty" issues of every field, as a submit of an incomplete form does. */
  const touchAll = (...extra: string[]) => touch(...REQUIRED_FIELDS, ...extra);

  /** Puts the field errors of a failed save beside their fields. */
  const showServerErrors = (caught: unknown) => {
    const fieldErrors = isApiError(caught) ? caught.body.fieldErrors : undefined;
    if (!fieldErrors) return;
    const mapped: Record<string, string> = {};
    for (const [key, messages] of Object.entries(fieldErrors)) {
      const field = SERVER_FIELDS[key];
      if (field) mapped[field] = [mapped[field], ...messages].filter(Boolean).join(' ');
    }
    setServerErrors(mapped);
  };

  return {
    product,
    retailerLike,
    today,
    targetSetting,
    targetEnabled,
    values,
    setValues: setValues as Dispatch<SetStateAction<OrderValues>>,
    change,
    touch,
    touchAll,
    serverErrors,
    clearServerErrors: () => setServerErrors({}),
    showServerErrors,
    issues,
    hiddenIssues,
    total,
    availability,
    taken,
    dateRules,
    fieldError,
    current,
  };
}

export type OrderForm = ReturnType<typeof useOrderForm>;
