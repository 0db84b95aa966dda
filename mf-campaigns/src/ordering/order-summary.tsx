import { useLingui } from '@lingui/react/macro';
import { formatMoney, useLocale } from '@portal/shared-ui';
import { Alert, Button, Flex, Typography } from '@portal/shared-ui/components';
import { useFormState } from '@portal/shared-ui/form';
import type { ReactNode } from 'react';
import { RATE_UNIT_LABELS } from '../products/rate-type';
import { focusFirstError } from './focus-first-error';
import { FormSection } from './form-section';
import { useIssueMessage } from './issue-messages';
import type { OrderForm } from './use-order-form';

const HINT_ID = 'order-hint';

/**
 * Where a refused send leaves the focus: the first field that shows an error, or the hint that lists
 * what no field shows. (ApiForm's onRefused.)
 */
export function focusOrderProblem(form: HTMLFormElement) {
  if (!focusFirstError(form)) form.querySelector<HTMLElement>(`#${HINT_ID}`)?.focus();
}

interface OrderSummaryProps {
  form: OrderForm;
  /** The submit button's text. */
  action: ReactNode;
  /** The form may be sent as it is; if not, a send shows what is wrong. */
  canSubmit: boolean;
  /** Problems of the page beyond the order rules (the campaign choice), listed under the hint. */
  problems?: string[];
  /** No hint once the order is done (the added-product dialog is open). */
  done?: boolean;
}

/**
 * The end of the order form: unit price, the total preview, the availability of the period, the
 * submit button and the hint to check the data with what is still wrong (document 2 §5). A fresh form
 * does not greet the person with errors: the button stays enabled, and a send the rules refuse shows
 * every field's error and the hint and moves to the first error. Only a period the server calls taken
 * disables the button at once, as its message is there already.
 */
export function OrderSummary({ form, action, canSubmit, problems = [], done = false }: OrderSummaryProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const issueMessage = useIssueMessage();
  const { product, values, total, availability } = form;
  const rateUnit = i18n._(RATE_UNIT_LABELS[product.rateType]);
  const totalIssue = form.issues.find((issue) => issue.field === 'total');
  const hiddenProblems = [...form.hiddenIssues, ...problems];
  const taken = availability.status === 'taken';
  // The last refused save's message not shown at a field: the server's, or the field errors of
  // fields the form does not show.
  const { submitting, submitFailed, submitError } = useFormState({
    subscription: { submitting: true, submitFailed: true, submitError: true },
  });
  const hinted = !canSubmit && !submitting && !done && (submitFailed || taken);

  return (
    <FormSection id="order-summary" title={t`Souhrn`}>
      <Flex vertical gap={4} aria-live="polite">
        <div>
          <Typography.Text type="secondary">{t`Cena za jednotku:`} </Typography.Text>
          {formatMoney(values.customProductPrice ?? product.price, locale)} {rateUnit}
        </div>
        <div>
          <Typography.Text type="secondary">{t`Celková cena:`} </Typography.Text>
          <Typography.Text strong style={{ fontSize: 18 }} data-testid="order-total">
            {total === null ? '–' : formatMoney(total, locale)}
          </Typography.Text>
        </div>
        {totalIssue && (
          <div role="alert" style={{ color: '#ff4d4f' }}>
            {issueMessage(totalIssue)}
          </div>
        )}
        {availability.status === 'checking' && (
          <Typography.Text type="secondary">{t`Ověřuji dostupnost…`}</Typography.Text>
        )}
        {availability.status === 'available' && (
          <Typography.Text type="success">{t`Termín je volný.`}</Typography.Text>
        )}
        {availability.status === 'taken' && (
          <div role="alert" style={{ color: '#ff4d4f' }}>
            {availability.message || t`Termín je obsazený.`}
          </div>
        )}
        {availability.status === 'failed' && (
          <div role="alert" style={{ color: '#ff4d4f' }}>
            {t`Dostupnost se nepodařilo ověřit: ${availability.message}`}
          </div>
        )}
      </Flex>
      {typeof submitError === 'string' && submitError && (
        <Alert type="error" showIcon style={{ marginTop: 16 }} title={submitError} />
      )}
      <Flex vertical gap={8} align="flex-start" style={{ marginTop: 16 }}>
        <Button
          type="primary"
          size="large"
          htmlType="submit"
          disabled={submitting || done || taken}
          loading={submitting}
          aria-describedby={hinted ? HINT_ID : undefined}
        >
          {action}
        </Button>
        {hinted && (
          <div id={HINT_ID} tabIndex={-1}>
            <Typography.Text type="warning">{t`Zkontrolujte prosím zadané údaje.`}</Typography.Text>
            {hiddenProblems.length > 0 && (
              <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                {hiddenProblems.map((problem, index) => (
                  <li key={index}>
                    <Typography.Text type="secondary">{problem}</Typography.Text>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </Flex>
    </FormSection>
  );
}
