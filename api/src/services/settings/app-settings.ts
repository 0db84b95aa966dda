import {
  parseMenuOrder,
  REMOTE_NAMES,
  UI_LOCALES,
  type MenuSettings,
  type PerformanceMetricsDisplay,
  type UiLocale,
} from '@portal/shared-contracts';
import { inArray } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Executor } from '../../db/client';
import { fullName } from '../sessions';
import { readSettings } from './read-settings';

const LOCALE_LABELS: Record<UiLocale, string> = {
  'cs-CZ': 'Čeština',
  // The publisher's wording is a deployment's Czech, not a language of its own for the user to pick.
  'cs-CZ-publisher': 'Čeština',
  'en-GB': 'English',
  'pl-PL': 'Polski',
};

/**
 * The languages of the `ui-locales` variable. One Czech is offered: the publisher's variant when the
 * deployment lists it (its texts fall back to plain Czech), else plain Czech, which is always there
 * as the fallback of every text.
 */
export async function availableUiLocales(db: Executor) {
  const settings = await readSettings(db, ['ui-locales']);
  const listed = (settings.text('ui-locales') ?? '').split(',').map((value) => value.trim());
  const czech: UiLocale = listed.includes('cs-CZ-publisher') ? 'cs-CZ-publisher' : 'cs-CZ';
  const locales = UI_LOCALES.filter(
    (locale) => locale !== 'cs-CZ' && locale !== 'cs-CZ-publisher' && listed.includes(locale),
  );
  return [czech, ...locales].map((value) => ({ label: LOCALE_LABELS[value], value }));
}

export async function creativesSettings(db: Executor) {
  const settings = await readSettings(db, ['creative-zip-upload']);
  return { zipUploadEnabled: settings.flag('creative-zip-upload') };
}

export async function campaignItemsTargetUrl(db: Executor) {
  const settings = await readSettings(db, ['campaign-items-target-url']);
  return { enabled: settings.flag('campaign-items-target-url') };
}

export async function dynamicLandingPages(db: Executor) {
  const settings = await readSettings(db, ['dynamic-landing-pages']);
  return { enabled: settings.flag('dynamic-landing-pages') };
}

export async function performanceMetricsDisplay(db: Executor): Promise<PerformanceMetricsDisplay> {
  const ids = [
    'display-impressions',
    'display-views',
    'display-visibility-ratio',
    'display-clicks',
    'display-ctr-ratio',
  ];
  const settings = await readSettings(db, ids);
  return {
    impressions: settings.flag('display-impressions'),
    views: settings.flag('display-views'),
    visibilityRatio: settings.flag('display-visibility-ratio'),
    clicks: settings.flag('display-clicks'),
    ctrRatio: settings.flag('display-ctr-ratio'),
  };
}

export async function menuSettings(db: Executor): Promise<MenuSettings> {
  const remoteIds = REMOTE_NAMES.map((name) => `remote-${name}`);
  const settings = await readSettings(db, [
    'menu-availabilities',
    'menu-dashboards',
    'dynamic-landing-pages',
    'menu-order',
    ...remoteIds,
  ]);
  return {
    order: parseMenuOrder(settings.text('menu-order')),
    availabilities: settings.flag('menu-availabilities'),
    dashboards: settings.flag('menu-dashboards'),
    landingPages: settings.flag('dynamic-landing-pages'),
    remotes: {
      'mf-campaigns': settings.flag('remote-mf-campaigns'),
      'mf-creatives': settings.flag('remote-mf-creatives'),
      'mf-catalogue-admin': settings.flag('remote-mf-catalogue-admin'),
      'mf-users': settings.flag('remote-mf-users'),
    },
  };
}

export async function defaultSystemUsers(db: Executor) {
  const settings = await readSettings(db, ['default-trafficker', 'default-sales-person']);
  const traffickerId = settings.userId('default-trafficker');
  const salesPersonId = settings.userId('default-sales-person');
  const ids = [traffickerId, salesPersonId].filter((id): id is number => id !== null);
  const rows = ids.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const ref = (id: number | null) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? { id: row.id, name: fullName(row) } : null;
  };
  return { defaultTrafficker: ref(traffickerId), defaultSalesPerson: ref(salesPersonId) };
}
