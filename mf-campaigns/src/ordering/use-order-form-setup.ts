import type { ItemOrder } from '@portal/shared-contracts/campaign-items';
import type { Product } from '@portal/shared-contracts/catalogue';
import { FORM_ERROR, useApiForm, type ApiFormConfig, type ValidationErrors } from '@portal/shared-ui/form';
import { useRef } from 'react';
import { useIssueMessage } from './issue-messages';
import {
  errorsOfIssues,
  orderIssues,
  orderOf,
  useOrderContext,
  type OrderContext,
  type OriginalItem,
} from './order-rules';
import type { OrderValues } from './order-values';

/**
 * What the form's body learns from the server while the person fills it in, which the checks of a
 * send need too: the weeks taken for the chosen values, whether the period is taken, and a problem
 * of the page beyond the order (a campaign that takes no item).
 */
export interface OrderKnowledge {
  takenWeeks: ReadonlySet<string>;
  availabilityTaken: boolean;
  pageProblem: string | null;
}

export interface OrderFormSetupOptions<Values extends OrderValues, Result> {
  product: Product;
  initialValues: Values;
  /** The item being edited, as stored. */
  original?: OriginalItem;
  /** Rules of the page beyond the order's (the campaign choice of add-to-campaign). */
  validate?: (values: Values) => ValidationErrors;
  /** Sends the order (the payload of the values, which the rules accepted). */
  send: (order: ItemOrder, values: Values) => Promise<Result>;
  /** After the save; the values it answers are the form's new start (as useApiForm's onSuccess). */
  onSuccess: (result: Result, values: Values) => Values | void;
}

/**
 * The order form (document 2 §5) on the kit's useApiForm, shared by add-to-campaign and the activity
 * edit: final-form holds the values, what was changed and the server's field errors; a send is
 * refused while checkItemOrder, the calendar's rules or the page's own find a problem, or the period
 * is taken. Render its `config` with <ApiForm> and use useOrderForm inside.
 */
export interface OrderFormSetup<Values extends OrderValues = OrderValues> {
  config: ApiFormConfig<Values>;
  context: OrderContext;
  /** Tells the send's checks what the form's body learnt; whether that changed anything. */
  learn: (known: OrderKnowledge) => boolean;
}

export function useOrderFormSetup<Values extends OrderValues, Result>({
  product,
  initialValues,
  original,
  validate,
  send,
  onSuccess,
}: OrderFormSetupOptions<Values, Result>): OrderFormSetup<Values> {
  const context = useOrderContext(product, original);
  const issueMessage = useIssueMessage();
  const knowledge = useRef<OrderKnowledge>({
    takenWeeks: new Set(),
    availabilityTaken: false,
    pageProblem: null,
  });
  const config = useApiForm<Values, { order: ItemOrder; values: Values }, Result>({
    initialValues,
    toRequest: (values) => ({ order: orderOf(values, context), values }),
    validate: (values) => {
      const { takenWeeks, availabilityTaken, pageProblem } = knowledge.current;
      const errors: ValidationErrors = {
        ...errorsOfIssues(orderIssues(values, context, takenWeeks), issueMessage),
        ...validate?.(values),
      };
      // Shown where the page says it (the availability, the hint): here it only holds the send back.
      const problem = pageProblem ?? (availabilityTaken ? 'availability_taken' : null);
      return problem ? { ...errors, [FORM_ERROR]: problem } : errors;
    },
    submit: ({ order, values }) => send(order, values),
    onSuccess: (result, values) => onSuccess(result, values),
    // Spec §8 "save failures" of an item: the server message, or the field errors joined by spaces.
    formError: 'whole',
    // The server names the target by its kind; the form shows one target field.
    paths: { targetProductId: 'targetURL', targetLandingPageId: 'targetURL' },
    // Leaving never asked here: an order is quickly filled in again, and the availability table that
    // prefills it is the usual way out and back.
    guardLeave: false,
  });
  const learn = (known: OrderKnowledge) => {
    const current = knowledge.current;
    if (
      known.takenWeeks === current.takenWeeks &&
      known.availabilityTaken === current.availabilityTaken &&
      known.pageProblem === current.pageProblem
    )
      return false;
    knowledge.current = known;
    return true;
  };
  return { config, context, learn };
}
