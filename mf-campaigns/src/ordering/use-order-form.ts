import {
  checkItemOrder,
  orderTotal,
  type ItemOrder,
  type ItemOrderContext,
  type ItemOrderField,
} from '@portal/shared-contracts/campaign-items';
import type { Product } from '@portal/shared-contracts/catalogue';
import {
  getCampaignItemsTargetUrlSettings,
  isApiError,
  isImpersonating,
} from '@portal/shared-contracts/core';
import { useCurrentUser, useDebouncedValue } from '@portal/shared-ui';
import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import useSWR from 'swr';
import { todayIso } from '../common/today';
import { dateIssues, type DateRuleContext, type OrderIssue } from './date-rules';
import { useIssueMessage } from './issue-messages';
import { initialValues, isRequiredIssue, toItemOrder, visibleIssue, type OrderValues } from './order-values';
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

type DateField = 'startDate' | 'endDate';
const DATE_FIELDS: readonly DateField[] = ['startDate', 'endDate'];

/** What the person did with the form: the fields touched and the sends the rules refused. */
interface Visits {
  touched: ReadonlySet<string>;
  attempts: number;
}
const NO_VISITS: Visits = { touched: new Set(), attempts: 0 };

/** checkItemOrder's issues and the form's own of the dates, each once. */
function orderIssues(order: ItemOrder, context: ItemOrderContext, dates: OrderIssue[]): OrderIssue[] {
  const issues: OrderIssue[] = checkItemOrder(order, context);
  const known = (issue: OrderIssue) =>
    issues.some((other) => other.field === issue.field && other.code === issue.code);
  return [...issues, ...dates.filter((issue) => !known(issue))];
}

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
 * activity edit: the values, which fields were touched, the server's field errors, the date fields
 * whose typed text is no date, and on every (200 ms debounced) change the rules of checkItemOrder and
 * of the calendar, the price preview, the taken weeks and the availability check.
 */
export function useOrderForm({ product, initial, original }: OrderFormOptions) {
  const issueMessage = useIssueMessage();
  const user = useCurrentUser()!;
  const retailerLike = user.isRetailer || isImpersonating({ user });
  const targetSetting = useSWR('app-settings/campaign-items-target-url', getCampaignItemsTargetUrlSettings);
  const targetEnabled = targetSetting.data?.enabled ?? false;

  const [values, setValues] = useState<OrderValues>(() => initial ?? initialValues(product));
  // The fields touched, and the sends refused by the rules: each one shows every error and moves to
  // the first.
  const [{ touched, attempts }, setVisits] = useState<Visits>(NO_VISITS);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [unreadable, setUnreadable] = useState<ReadonlySet<DateField>>(new Set());

  const touch = (...fields: string[]) => {
    setVisits((previous) =>
      fields.every((field) => previous.touched.has(field))
        ? previous
        : { ...previous, touched: new Set([...previous.touched, ...fields]) },
    );
    setServerErrors((previous) => {
      if (!fields.some((field) => field in previous)) return previous;
      const next = { ...previous };
      fields.forEach((field) => delete next[field]);
      return next;
    });
  };
  const change = (patch: Partial<OrderValues>, ...fields: ItemOrderField[]) => {
    setValues((previous) => ({ ...previous, ...patch }));
    // A new date replaces the field's text (antd writes the value's text), an unreadable one too.
    const replaced = DATE_FIELDS.filter((field) => field in patch && patch[field] !== values[field]);
    setUnreadable((previous) =>
      replaced.some((field) => previous.has(field))
        ? new Set([...previous].filter((field) => !replaced.includes(field)))
        : previous,
    );
    touch(...fields);
  };
  /** Whether a date field holds typed text that is no date: the form then counts the date as missing. */
  const markUnreadable = (field: DateField, isUnreadable: boolean) => {
    setUnreadable((previous) => {
      if (previous.has(field) === isUnreadable) return previous;
      const next = new Set(previous);
      if (isUnreadable) next.add(field);
      else next.delete(field);
      return next;
    });
    if (isUnreadable) touch(field);
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
  const excludedItemId = original?.id ?? null;
  const taken = useTakenWeeks(product, values.variableValueIdes, excludedItemId);
  const originalStartDate = original?.startDate ?? null;
  const dateRules: DateRuleContext = useMemo(
    () => ({ product, today, takenWeeks: taken.takenWeeks, originalStartDate }),
    [product, today, taken.takenWeeks, originalStartDate],
  );
  // The values the rules see: no date where the field's text is none.
  const checked = useMemo(
    () =>
      unreadable.size === 0
        ? values
        : {
            ...values,
            startDate: unreadable.has('startDate') ? null : values.startDate,
            endDate: unreadable.has('endDate') ? null : values.endDate,
          },
    [values, unreadable],
  );
  const settled = useDebouncedValue(checked, FORM_DEBOUNCE_MS);
  const order = useMemo(
    () => toItemOrder(settled, product, targetEnabled),
    [settled, product, targetEnabled],
  );
  const issues = useMemo(
    () => orderIssues(order, context, dateIssues(settled, dateRules)),
    [order, context, settled, dateRules],
  );
  const total = useMemo(() => orderTotal(order, product), [order, product]);
  const datesValid = !issues.some((issue) => issue.field === 'startDate' || issue.field === 'endDate');
  const availability = useAvailabilityCheck(product, order, datesValid, excludedItemId);

  /** The payload of the current (not debounced) values, and whether the rules accept it. */
  const current = () => {
    const payload = toItemOrder(checked, product, targetEnabled);
    return { payload, valid: orderIssues(payload, context, dateIssues(checked, dateRules)).length === 0 };
  };
  const emptyNow = new Set(
    checkItemOrder(toItemOrder(checked, product, targetEnabled), context)
      .filter(isRequiredIssue)
      .map((issue) => issue.field),
  );

  const fieldError = (field: ItemOrderField): string | null => {
    if (serverErrors[field]) return serverErrors[field]!;
    if (field === 'startDate' || field === 'endDate') {
      if (unreadable.has(field)) return issueMessage({ field, code: 'date_unreadable' });
    }
    const issue = visibleIssue(issues, field, touched, emptyNow);
    return issue ? issueMessage(issue) : null;
  };
  // Problems not already shown beside their field, listed under the hint.
  const hiddenIssues = issues
    .filter((issue) => issue.field !== 'total' && fieldError(issue.field) === null)
    .map(issueMessage);

  /**
   * A send the rules refuse: shows the "still empty" issues of every field (and of the page's `extra`
   * fields) and the hint, and moves to the first error.
   */
  const touchAll = (...extra: string[]) => {
    touch(...REQUIRED_FIELDS, ...extra);
    setVisits((previous) => ({ ...previous, attempts: previous.attempts + 1 }));
  };

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
    markUnreadable,
    touch,
    touchAll,
    attempts,
    isTouched: (field: string) => touched.has(field),
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
