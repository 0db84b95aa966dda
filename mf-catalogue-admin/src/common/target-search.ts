import { searchTargets } from '@portal/shared-contracts/catalogue';
import type { SelectOption } from '@portal/shared-ui/form';

/**
 * Active shops whose name or address holds the text (GET /targeting/target/search), as the options
 * of the kit's SelectField, which waits for the typing to settle and keeps the chosen ones' names.
 */
export const searchTargetOptions = async (text: string): Promise<SelectOption<number>[]> =>
  (await searchTargets(text.trim())).map(({ id, name }) => ({ value: id, label: name }));
