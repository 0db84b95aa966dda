import { REQUIRED_REMOTE, type SettingsVariable } from '@portal/shared-contracts/settings';

/** The group whose switches turn the portal's remotes (its modules) on and off. */
export const REMOTES_GROUP = 'remotes';

/** The remote that holds the default page after sign-in: the API refuses to switch it off (409). */
export const isRequiredRemote = (variable: SettingsVariable) =>
  variable.identifier === `remote-${REQUIRED_REMOTE}`;

export const isOn = (variable: SettingsVariable) => variable.value === 'true';
