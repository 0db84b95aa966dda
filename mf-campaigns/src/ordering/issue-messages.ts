import { useLingui } from '@lingui/react';
import { formatDate, formatMoney, formatNumber, useErrorTexts, useLocale } from '@portal/shared-ui';
import { useCallback } from 'react';
import type { OrderIssue } from './date-rules';

/** Parameters that are amounts of money, by issue code (the others are dates, counts or limits). */
const MONEY_PARAMS: Record<string, readonly string[]> = {
  custom_price_too_low: ['price'],
  total_below_min_amount: ['minAmount'],
  total_too_high: ['limit'],
};

/** An issue's parameters written as the API writes them in its field errors: d.m.Y, CZK, grouped numbers. */
export function issueValues(issue: OrderIssue, locale: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(issue.params ?? {})) {
    if (key === 'date') values[key] = formatDate(String(value));
    else if (MONEY_PARAMS[issue.code]?.includes(key)) values[key] = formatMoney(Number(value), locale);
    else if (typeof value === 'number') values[key] = formatNumber(value, locale);
    else values[key] = String(value);
  }
  return values;
}

/**
 * The message of each rule of the order form (document 2 §5, issue codes of checkItemOrder in
 * shared-contracts, and the form's own of the dates in date-rules), in the user's language: the
 * error catalogue's text of the code (shared-contracts errors.po, loaded by the shell when the form
 * mounts), the same
 * the API answers.
 */
export function useIssueMessage(): (issue: OrderIssue) => string {
  const { _ } = useLingui();
  const locale = useLocale();
  useErrorTexts();
  return useCallback((issue: OrderIssue) => _(issue.code, issueValues(issue, locale)), [_, locale]);
}
