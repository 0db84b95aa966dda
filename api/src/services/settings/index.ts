/**
 * The application settings and the settings variables the retailer administers. This index is all
 * the area offers to the rest of the API.
 */
export {
  availableUiLocales,
  campaignItemsTargetUrl,
  creativesSettings,
  defaultSystemUsers,
  dynamicLandingPages,
  menuSettings,
  performanceMetricsDisplay,
} from './app-settings';
export { SETTINGS_CATALOGUE } from './catalogue';
export { readSettings } from './read-settings';
export { listVariableGroups } from './variables/list-variable-groups';
export { updateSettingsVariable } from './variables/update-variable';
