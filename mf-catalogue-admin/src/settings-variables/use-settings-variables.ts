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

/** Reads the groups again (after an edit conflict): the fresh groups, or the read's failure. */
export function useReloadSettingsVariables() {
  const { mutate } = useSWRConfig();
  return async (): Promise<SettingsVariableGroup[]> => {
    const fresh = await getSettingsVariableGroups();
    await mutate(GROUPS_KEY, fresh, { revalidate: false });
    return fresh;
  };
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
