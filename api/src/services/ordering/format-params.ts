import { CURRENCY_CODE } from '@portal/shared-contracts';
import type { MessageLanguage } from '../../i18n/locale';

const localeOf: Record<MessageLanguage, string> = { cs: 'cs-CZ', en: 'en-GB', pl: 'pl-PL' };

const moneyFormats = new Map<MessageLanguage, Intl.NumberFormat>();
const numberFormats = new Map<MessageLanguage, Intl.NumberFormat>();

/** CZK without fraction digits, in every language (spec, document 2 §9). */
export function formatMoney(value: number, language: MessageLanguage): string {
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeOf[language], {
      style: 'currency',
      currency: CURRENCY_CODE,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    moneyFormats.set(language, format);
  }
  return format.format(value);
}

/** A whole number with the language's digit grouping: 2 000 000 000 (cs, pl), 2,000,000,000 (en). */
export function formatNumber(value: number, language: MessageLanguage): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeOf[language], { maximumFractionDigits: 0 });
    numberFormats.set(language, format);
  }
  return format.format(value);
}

/** 'YYYY-MM-DD' → 'DD.MM.YYYY', the spec's d.m.Y (the same as the screens write). */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDate;
}
