import {
  addDays,
  type ItemOrder,
  type ItemOrderField,
  type CampaignItem,
  type OrderedProduct,
} from '@portal/shared-contracts/campaign-items';
import type { LandingPageOption, TargetProduct } from '@portal/shared-contracts/catalogue';
import type { OrderIssue } from './date-rules';

export type TargetTab = 'url' | 'product' | 'landingPage';

export type DateField = 'startDate' | 'endDate';

export interface KeywordRow {
  /** React key of the row. */
  key: number;
  value: string;
  exactMatch: boolean;
}

/** What the order form holds; `toItemOrder` turns it into the call's payload. */
export interface OrderValues {
  startDate: string | null;
  endDate: string | null;
  note: string;
  orderedAmount: number | null;
  customProductPrice: number | null;
  variableValueIdes: number[];
  targetTab: TargetTab;
  targetURL: string;
  targetProduct: TargetProduct | null;
  targetLandingPage: LandingPageOption | null;
  targetKeywords: KeywordRow[];
  /** The date fields whose typed text is no date: the rules count the date as missing. */
  unreadableDates: DateField[];
}

export type FormProduct = OrderedProduct & { id: number; checkAvails: boolean };

export function initialValues(product: Pick<FormProduct, 'nativeType' | 'searchTool'>): OrderValues {
  return {
    startDate: null,
    endDate: null,
    note: '',
    orderedAmount: null,
    customProductPrice: null,
    variableValueIdes: [],
    targetTab: 'url',
    targetURL: '',
    targetProduct: null,
    targetLandingPage: null,
    // A top-in-search product needs a keyword: start with an empty row to fill.
    targetKeywords: product.searchTool ? [{ key: 0, value: '', exactMatch: false }] : [],
    unreadableDates: [],
  };
}

/** What an item's stored target, keywords and values are in the form (activity edit). */
export type EditedItem = Pick<
  CampaignItem,
  | 'startDate'
  | 'endDate'
  | 'note'
  | 'orderedAmount'
  | 'unitPrice'
  | 'variableValues'
  | 'targetURL'
  | 'targetProduct'
  | 'targetLandingPage'
  | 'targetKeywords'
>;

/**
 * The form's values of a stored item (activity edit). A unit price other than the product's is the
 * custom price, kept only where one may be set (retailer-like or auction): otherwise the product's
 * current price applies, as for a new order. The target product and landing page carry what the item
 * knows of them (no URL); the pickers show them by name.
 */
export function valuesOfItem(
  item: EditedItem,
  product: Pick<FormProduct, 'price' | 'auction' | 'searchTool' | 'category'>,
  retailerLike: boolean,
): OrderValues {
  const customAllowed = retailerLike || product.auction;
  const keywords = item.targetKeywords.map((keyword, index) => ({
    key: index,
    value: keyword.value,
    exactMatch: keyword.exactMatch,
  }));
  return {
    startDate: item.startDate,
    endDate: item.endDate,
    note: item.note ?? '',
    orderedAmount: item.orderedAmount,
    customProductPrice: customAllowed && item.unitPrice !== product.price ? item.unitPrice : null,
    variableValueIdes: item.variableValues.map((value) => value.id),
    targetTab: item.targetProduct ? 'product' : item.targetLandingPage ? 'landingPage' : 'url',
    targetURL: item.targetURL ?? '',
    targetProduct: item.targetProduct && {
      id: item.targetProduct.id,
      targetId: product.category.target?.id ?? 0,
      externalIdentifier: item.targetProduct.externalIdentifier,
      name: item.targetProduct.name,
      nameWithSku: `${item.targetProduct.name} (${item.targetProduct.externalIdentifier})`,
      url: '',
      brand: null,
      category: null,
    },
    targetLandingPage: item.targetLandingPage && {
      id: item.targetLandingPage.id,
      name: item.targetLandingPage.name,
      url: '',
      company: { id: 0, name: '' },
    },
    // A search product always offers a row to fill.
    targetKeywords:
      keywords.length > 0 || !product.searchTool ? keywords : [{ key: 0, value: '', exactMatch: false }],
    unreadableDates: [],
  };
}

/** The values the rules see: no date where the field's text is none. */
export function checkedValues<Values extends OrderValues>(values: Values): Values {
  if (values.unreadableDates.length === 0) return values;
  const unreadable = (field: DateField) => values.unreadableDates.includes(field);
  return {
    ...values,
    startDate: unreadable('startDate') ? null : values.startDate,
    endDate: unreadable('endDate') ? null : values.endDate,
  };
}

/**
 * The payload of add-item from the form: the target of the open tab only (when the target section is
 * on), keywords of search products without the empty rows, no amount for flat rate.
 */
export function toItemOrder(
  values: OrderValues,
  product: Pick<FormProduct, 'rateType' | 'searchTool'>,
  targetEnabled: boolean,
): ItemOrder {
  const url = values.targetURL.trim();
  return {
    note: values.note.trim() || null,
    startDate: values.startDate,
    endDate: values.endDate,
    orderedAmount: product.rateType === 'FLAT_RATE' ? null : values.orderedAmount,
    variableValueIdes: values.variableValueIdes,
    customProductPrice: values.customProductPrice,
    targetURL: targetEnabled && values.targetTab === 'url' && url ? url : null,
    targetProductId:
      targetEnabled && values.targetTab === 'product' ? (values.targetProduct?.id ?? null) : null,
    targetLandingPageId:
      targetEnabled && values.targetTab === 'landingPage' ? (values.targetLandingPage?.id ?? null) : null,
    targetKeywords: product.searchTool
      ? values.targetKeywords
          .filter((keyword) => keyword.value.trim() !== '')
          .map((keyword) => ({ value: keyword.value.trim(), exactMatch: keyword.exactMatch }))
      : null,
  };
}

/**
 * The dates after a new start (document 2 §5): flat rate ends 6 days later (a whole week); other
 * rates keep the end unless it now lies before the start.
 */
export function withStartDate(
  values: Pick<OrderValues, 'endDate'>,
  startDate: string | null,
  product: Pick<FormProduct, 'rateType'>,
): Pick<OrderValues, 'startDate' | 'endDate'> {
  if (product.rateType === 'FLAT_RATE')
    return { startDate, endDate: startDate ? addDays(startDate, 6) : null };
  const endDate = values.endDate && startDate && values.endDate < startDate ? null : values.endDate;
  return { startDate, endDate };
}

/** Issues that only say a field is still empty: shown at the field once it was touched. */
const REQUIRED_CODES: readonly OrderIssue['code'][] = [
  'start_date_required',
  'end_date_required',
  'variable_value_required',
  'ordered_amount_required',
  'keywords_empty',
];

export const isRequiredIssue = (issue: OrderIssue) => REQUIRED_CODES.includes(issue.code);

/**
 * The issue to show beside a field: every one that is not about emptiness, and emptiness once the
 * field was changed (or a send refused), while it is still empty now: the issues lag the values by
 * the debounce, and a date just picked is not missing for that moment.
 */
export function visibleIssue(
  issues: readonly OrderIssue[],
  field: ItemOrderField,
  emptinessShown: boolean,
  emptyNow: ReadonlySet<ItemOrderField>,
): OrderIssue | undefined {
  return issues.find(
    (issue) => issue.field === field && (!isRequiredIssue(issue) || (emptinessShown && emptyNow.has(field))),
  );
}
