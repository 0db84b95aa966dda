import { CAMPAIGN_ITEM_STATES, type CampaignItemFilterData } from '@portal/shared-contracts';
import { asc, eq, isNull } from 'drizzle-orm';
import { naturalOrder } from '../../db/collation';
import { brands, productCategories, products, targetProductCategories } from '../../db/schema';
import { campaignFilterData } from '../campaign-access';
import { categoryTitleIn, productDisplayNameIn } from '../catalogue';
import type { MessageLanguage } from '../../i18n/locale';
import { stateName } from '../../i18n/state-names';
import type { AppContext } from '../context';
import { isRetailer, type AuthContext } from '../sessions';
import { allowedBrandsOf } from '../targeting';

/**
 * GET /campaign-items/filter-data: the choices of the activities filter panel. Companies and sales
 * persons are the campaign filter's (limited to the caller's tenancy). Product categories and
 * products: every one for retailer staff; buyers never see internal categories (inactive ones stay,
 * as items of them may still run). Brands: a buyer's allowed brands (none listed: all). The shop's
 * top-level categories are public catalogue data. Category and product names in `language`. States are the reference constants.
 */
export async function campaignItemFilterData(
  ctx: AppContext,
  auth: AuthContext,
  language: MessageLanguage,
): Promise<CampaignItemFilterData> {
  const { db } = ctx;
  const retailerStaff = isRetailer(auth.user);
  const visibleCategory = retailerStaff ? undefined : eq(productCategories.internal, false);

  const [campaignData, categoryRows, productRows, brandRows, rootRows] = await Promise.all([
    campaignFilterData(ctx, auth, language),
    db
      .select({ id: productCategories.id, name: categoryTitleIn(language) })
      .from(productCategories)
      .where(visibleCategory)
      .orderBy(asc(productCategories.position), asc(productCategories.id)),
    db
      .select({ id: products.id, name: productDisplayNameIn(language), categoryId: products.categoryId })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(visibleCategory)
      .orderBy(naturalOrder(productDisplayNameIn(language)), asc(products.id)),
    db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .where(retailerStaff ? undefined : allowedBrandsOf(auth.user.id, brands.id))
      .orderBy(naturalOrder(brands.name), asc(brands.id)),
    db
      .select({ id: targetProductCategories.id, name: targetProductCategories.name })
      .from(targetProductCategories)
      .where(isNull(targetProductCategories.parentId))
      .orderBy(naturalOrder(targetProductCategories.name), asc(targetProductCategories.id)),
  ]);

  return {
    itemStates: CAMPAIGN_ITEM_STATES.map(({ id, identifier }) => ({
      id,
      identifier,
      name: stateName(identifier, language),
    })),
    campaignStates: campaignData.states,
    companies: campaignData.companies,
    salesPersons: campaignData.salesPersons,
    productCategories: categoryRows,
    products: productRows,
    brands: brandRows,
    rootTargetProductCategories: rootRows,
  };
}
