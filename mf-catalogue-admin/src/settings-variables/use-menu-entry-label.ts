import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MainMenuKey } from '@portal/shared-contracts/core';

/** The header menu's entries as the menu order names them (the shell labels them the same way). */
const LABELS: Record<MainMenuKey, MessageDescriptor> = {
  products: msg`Produkty`,
  campaigns: msg`Kampaně`,
  activities: msg`Aktivity`,
  landingPages: msg`Landing pages`,
  reviewQueue: msg`Ke schválení`,
  availabilities: msg`Dostupnost`,
};

export function useMenuEntryLabel() {
  const { i18n } = useLingui();
  return (key: MainMenuKey) => i18n._(LABELS[key]);
}
