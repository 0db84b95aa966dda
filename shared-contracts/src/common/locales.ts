import * as v from 'valibot';

export const UI_LOCALES = ['cs-CZ', 'cs-CZ-publisher', 'en-GB', 'pl-PL'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
export const DEFAULT_LOCALE: UiLocale = 'cs-CZ';
export const UiLocaleSchema = v.picklist(UI_LOCALES);

export const CURRENCY_CODE = 'CZK';
