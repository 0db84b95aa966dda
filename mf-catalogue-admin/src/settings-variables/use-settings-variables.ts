import {
  getSettingsVariableGroups,
  type SettingsVariable,
  type SettingsVariableGroup,
} from '@portal/shared-contracts/settings';
import useSWR, { useSWRConfig } from 'swr';

const GROUPS_KEY = 'settings/variable-groups';

/** GET /settings/variable-groups: every group in order, with its variables. */
export function useSettingsVariableGroups() {
  return useSWR(GROUPS_KEY, () => getSettingsVariableGroups());
}

/**
 * After a save: the saved variable shows at once, and the groups are read again (another
 * administrator may have changed the others meanwhile).
 */
export function useRefreshSettingsVariables() {
  const { mutate } = useSWRConfig();
  return (saved: SettingsVariable) =>
    void mutate<SettingsVariableGroup[]>(GROUPS_KEY, (groups) =>
      groups?.map((group) => ({
        ...group,
        variables: group.variables.map((variable) => (variable.id === saved.id ? saved : variable)),
      })),
    );
}
