import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { isApiError } from '@portal/shared-contracts/core';
import { DASHBOARD_MAX_PERIOD_DAYS } from '@portal/shared-contracts/dashboards';

const PERIOD_CODES = ['dashboard_period_reversed', 'dashboard_period_too_long'] as const;
type PeriodCode = (typeof PERIOD_CODES)[number];

const isPeriodCode = (code: string): code is PeriodCode => (PERIOD_CODES as readonly string[]).includes(code);

/** The period's problems in the UI's language (the API's own message would be in its language too). */
export function periodProblemText(i18n: I18n, code: PeriodCode): string {
  if (code === 'dashboard_period_reversed') return i18n._(msg`Konec období nesmí být před jeho začátkem.`);
  const maxDays = DASHBOARD_MAX_PERIOD_DAYS;
  return i18n._(
    msg`${plural(maxDays, {
      one: 'Období může být dlouhé nejvýše # den.',
      few: 'Období může být dlouhé nejvýše # dny.',
      other: 'Období může být dlouhé nejvýše # dní.',
    })}`,
  );
}

/**
 * What to say about a failed call of the charts: the period's problems translated here (the API
 * answers them with their code at the top or, from its schema check, as a field error), any other
 * refusal with the server's message, and a general text when there is none.
 */
export function dashboardErrorText(i18n: I18n, error: unknown): string {
  if (!isApiError(error)) return i18n._(msg`Nastala neočekávaná chyba`);
  if (isPeriodCode(error.code)) return periodProblemText(i18n, error.code);
  const fieldMessages = Object.values(error.body.fieldErrors ?? {}).flat();
  return fieldMessages.join(' ') || error.body.message || i18n._(msg`Nastala neočekávaná chyba`);
}
