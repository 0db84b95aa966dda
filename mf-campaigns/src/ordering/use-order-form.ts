import { orderTotal, type ItemOrderField } from '@portal/shared-contracts/campaign-items';
import { useDebouncedValue } from '@portal/shared-ui';
import { useForm, useFormState } from '@portal/shared-ui/form';
import { useEffect, useMemo } from 'react';
import { useIssueMessage } from './issue-messages';
import { changeValues, serverErrorOf } from './form-values';
import { orderIssues, orderOf } from './order-rules';
import {
  checkedValues,
  isRequiredIssue,
  visibleIssue,
  type DateField,
  type OrderValues,
} from './order-values';
import { useAvailabilityCheck, useTakenWeeks } from './use-order-checks';
import type { OrderFormSetup, OrderKnowledge } from './use-order-form-setup';

/** Spec §9: form data changes are emitted with a 200 ms debounce. */
export const FORM_DEBOUNCE_MS = 200;

/**
 * The knowledge the send's checks read (use-order-form-setup), kept current: a change checks the
 * values again, as final-form does by itself only when a value changes.
 */
function useKnowledge<Values extends OrderValues>(setup: OrderFormSetup<Values>, known: OrderKnowledge) {
  const form = useForm<Values>();
  const { takenWeeks, availabilityTaken, pageProblem } = known;
  useEffect(() => {
    if (setup.learn({ takenWeeks, availabilityTaken, pageProblem }))
      form.setConfig('validate', setup.config.validate);
  }, [setup, form, takenWeeks, availabilityTaken, pageProblem]);
}

/**
 * Inside the order form's <ApiForm>: its values from final-form and, on every (200 ms debounced)
 * change, the rules of checkItemOrder and of the calendar, the price preview, the taken weeks and the
 * availability check; what each field shows (the server's error until the field changes, a rule's
 * issue, emptiness once the field was changed or a send refused).
 */
export function useOrderForm<Values extends OrderValues = OrderValues>(
  setup: OrderFormSetup<Values>,
  /** A problem of the page beyond the order that holds a send back (the campaign choice's). */
  pageProblem: string | null = null,
) {
  const issueMessage = useIssueMessage();
  const form = useForm<Values>();
  const { values, submitFailed } = useFormState<Values>({
    subscription: { values: true, submitFailed: true },
  });
  const { context } = setup;
  const { product, excludedItemId } = context;

  const taken = useTakenWeeks(product, values.variableValueIdes, excludedItemId);
  const settled = useDebouncedValue(checkedValues(values), FORM_DEBOUNCE_MS);
  const order = useMemo(() => orderOf(settled, context), [settled, context]);
  const issues = useMemo(
    () => orderIssues(settled, context, taken.takenWeeks),
    [settled, context, taken.takenWeeks],
  );
  const total = useMemo(() => orderTotal(order, product), [order, product]);
  const datesValid = !issues.some((issue) => issue.field === 'startDate' || issue.field === 'endDate');
  const availability = useAvailabilityCheck(product, order, datesValid, excludedItemId);
  useKnowledge(setup, {
    takenWeeks: taken.takenWeeks,
    availabilityTaken: availability.status === 'taken',
    pageProblem,
  });

  const change = (patch: Partial<Values>) => changeValues(form, patch);
  /** Whether a date field holds typed text that is no date: the rules then count the date as missing. */
  const markUnreadable = (field: DateField, unreadable: boolean) => {
    const listed = values.unreadableDates.includes(field);
    if (listed === unreadable) return;
    const others = values.unreadableDates.filter((other) => other !== field);
    form.change('unreadableDates' as keyof Values, (unreadable ? [...others, field] : others) as never);
    // The field was visited: once its text is gone, it says the date is missing.
    if (unreadable) form.blur(field as keyof Values);
  };

  const emptyNow = new Set(
    orderIssues(values, context, taken.takenWeeks)
      .filter(isRequiredIssue)
      .map((issue) => issue.field),
  );
  const fieldError = (field: ItemOrderField | 'note'): string | null => {
    const server = serverErrorOf(form, field);
    if (server) return server;
    const state = form.getFieldState(field as keyof Values);
    if ((field === 'startDate' || field === 'endDate') && values.unreadableDates.includes(field)) {
      return issueMessage({ field, code: 'date_unreadable' });
    }
    const changed = submitFailed || !!state?.modified || !!state?.touched;
    const issue = field === 'note' ? undefined : visibleIssue(issues, field, changed, emptyNow);
    return issue ? issueMessage(issue) : null;
  };
  // Problems not already shown beside their field, listed under the hint.
  const hiddenIssues = issues
    .filter((issue) => issue.field !== 'total' && fieldError(issue.field) === null)
    .map(issueMessage);

  return {
    ...context,
    values,
    change,
    markUnreadable,
    issues,
    hiddenIssues,
    total,
    availability,
    taken,
    dateRules: {
      product,
      today: context.today,
      takenWeeks: taken.takenWeeks,
      originalStartDate: context.originalStartDate,
    },
    fieldError,
  };
}

export type OrderForm = ReturnType<typeof useOrderForm>;
