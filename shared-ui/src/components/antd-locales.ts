import type { UiLocale } from '@portal/shared-contracts/core';
import type { Locale } from 'antd/es/locale';
import csCZ from 'antd/locale/cs_CZ';
import enGB from 'antd/locale/en_GB';
import plPL from 'antd/locale/pl_PL';

export const ANTD_LOCALES: Record<UiLocale, Locale> = {
  'cs-CZ': csCZ,
  'cs-CZ-publisher': csCZ,
  'en-GB': enGB,
  'pl-PL': plPL,
};
