import type { CreativeFormatField } from '@portal/shared-contracts';
import type { Executor } from '../../db/client';
import type { MessageLanguage } from '../../i18n/locale';
import { type FieldValuesTarget, landingPageValues, loadFormatFields } from '../creatives';
import type { LandingPageRow } from './find-landing-page';

/** A landing page as applyFieldValues writes into it: its values, its company's files, its own shop's SKUs. */
export const landingPageTarget = (page: LandingPageRow): FieldValuesTarget => ({
  owner: landingPageValues(page.id),
  companyId: page.companyId,
  skuShop: { targetId: page.targetId },
});

/** The fields of the page's format in their order; none for a page without a type. */
export async function landingPageFields(
  db: Executor,
  page: Pick<LandingPageRow, 'formatId'>,
  language: MessageLanguage,
): Promise<CreativeFormatField[]> {
  if (page.formatId === null) return [];
  return (await loadFormatFields(db, [page.formatId], language)).get(page.formatId) ?? [];
}
