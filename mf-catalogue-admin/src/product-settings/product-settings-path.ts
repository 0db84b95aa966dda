/** The list of product settings (spec 000 §2 route table: the settings entry "tools"). */
export const PRODUCT_SETTINGS_PATH = '/settings/tools';

/** The detail of one product. */
export const productSettingsPath = (id: number) => `${PRODUCT_SETTINGS_PATH}/${id}`;
