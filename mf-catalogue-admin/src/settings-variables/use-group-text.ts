import { useLingui } from '@lingui/react/macro';
import type { SettingsVariableGroup } from '@portal/shared-contracts/settings';
import { REMOTES_GROUP } from './settings-variable-kinds';

export interface GroupText {
  title: string;
  /** What the group's settings do, and when a change shows. */
  help: string | null;
}

/**
 * The heading and help of a group. The API names its groups in Czech; the known ones are named in the
 * user's language here, with what their switches do. A group this screen does not know keeps the
 * server's name.
 */
export function useGroupText() {
  const { t } = useLingui();
  return (group: SettingsVariableGroup): GroupText => {
    switch (group.identifier) {
      case 'features':
        return {
          title: t`Funkce portálu`,
          help: t`Zapnuté funkce uživatelé uvidí po příštím načtení portálu.`,
        };
      case 'performance-metrics':
        return {
          title: t`Zobrazení výkonnostních metrik`,
          help: t`Které sloupce výkonu uživatelé vidí u kampaní a položek.`,
        };
      case REMOTES_GROUP:
        return {
          title: t`Moduly portálu`,
          help: t`Vypnutý modul zmizí z menu a jeho stránky po příštím načtení portálu zobrazí stránku Nenalezeno. Data modulu zůstávají, po zapnutí je vše jako dřív.`,
        };
      case 'default-system-users':
        return {
          title: t`Výchozí systémoví uživatelé`,
          help: t`Trafficker a obchodník, které portál použije tam, kde žádný jiný není určen.`,
        };
      default:
        return { title: group.name, help: null };
    }
  };
}
