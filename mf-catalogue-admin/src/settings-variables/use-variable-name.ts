import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SettingsVariable } from '@portal/shared-contracts/settings';

/** The names of the variables the portal knows (the API names them in Czech). */
const NAMES: Record<string, MessageDescriptor> = {
  'creative-zip-upload': msg`Nahrávání kreativ v ZIP`,
  'campaign-items-target-url': msg`Cílová URL položek kampaně`,
  'dynamic-landing-pages': msg`Dynamické landing pages`,
  'menu-availabilities': msg`Položka menu Dostupnost`,
  'menu-dashboards': msg`Položka menu Dashboardy`,
  'ui-locales': msg`Jazyky rozhraní`,
  'display-impressions': msg`Zobrazení (impressions)`,
  'display-views': msg`Viditelná zobrazení (views)`,
  'display-visibility-ratio': msg`Viditelnost`,
  'display-clicks': msg`Prokliky`,
  'display-ctr-ratio': msg`CTR`,
  'default-trafficker': msg`Výchozí trafficker`,
  'default-sales-person': msg`Výchozí obchodník`,
  'menu-order': msg`Pořadí položek hlavního menu`,
};

const REMOTE_PREFIX = 'remote-';

/**
 * A variable's name in the user's language: the known ones from this remote's catalog, a remote's
 * switch as "Module <name>", anything else as the server names it.
 */
export function useVariableName() {
  const { t, i18n } = useLingui();
  return (variable: Pick<SettingsVariable, 'identifier' | 'name'>): string => {
    const known = NAMES[variable.identifier];
    if (known) return i18n._(known);
    if (variable.identifier.startsWith(REMOTE_PREFIX)) {
      const remote = variable.identifier.slice(REMOTE_PREFIX.length);
      return t`Modul ${remote}`;
    }
    return variable.name;
  };
}
