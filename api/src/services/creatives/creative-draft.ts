import type { CreativeDraft } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import { campaigns, companies } from '../../db/schema';
import { BadRequestError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import { findActionItem } from '../campaign-items';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { creativeProduct } from './creative-product';
import { loadFormat } from './formats/load-format';

/**
 * GET /creatives/create/product/{id}?campaignItemId: what a new creative of the product is made of
 * (the "new" view of the creative page): its format's fields, and for an item its company and a name.
 */
export async function creativeDraft(
  ctx: AppContext,
  auth: AuthContext,
  productId: number,
  campaignItemId: number | undefined,
  language: MessageLanguage,
): Promise<CreativeDraft> {
  let company: { id: number; name: string } | null = null;
  let campaignName: string | null = null;
  if (campaignItemId !== undefined) {
    const item = await findActionItem(ctx.db, auth, campaignItemId, { lock: false });
    const [campaign] = await ctx.db
      .select({
        name: campaigns.name,
        companyId: companies.id,
        companyName: companies.name,
        productId: campaigns.id,
      })
      .from(campaigns)
      .innerJoin(companies, eq(companies.id, campaigns.companyId))
      .where(eq(campaigns.id, item.campaignId));
    company = { id: campaign!.companyId, name: campaign!.companyName };
    campaignName = campaign!.name;
    if (item.productId !== productId) throw new BadRequestError('creative_product_mismatch');
  }
  const product = await creativeProduct(ctx.db, auth, productId, { ofItem: campaignItemId !== undefined });
  const format = (await loadFormat(ctx.db, product.formatId, language))!;
  return {
    product: { id: product.id, name: product.name, nativeFormat: product.nativeFormat },
    format,
    company,
    suggestedName: campaignName ? `${product.name} – ${campaignName}` : product.name,
  };
}
