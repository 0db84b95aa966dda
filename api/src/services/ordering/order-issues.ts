import type { ItemOrder, ItemOrderIssue, Product } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { brands, landingPages, targetProducts, userAllowedBrands } from '../../db/schema';
import type { FieldIssue } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import type { MessageParams } from '../../i18n/messages';
import { formatDate, formatMoney, formatNumber } from './format-params';
import type { LockedCampaign } from './locked-campaign';

/** Parameters that are amounts of money, by issue code (the others are counts or limits). */
const MONEY_PARAMS: Record<string, readonly string[]> = {
  custom_price_too_low: ['price'],
  total_below_min_amount: ['minAmount'],
  total_too_high: ['limit'],
};

/** An issue of checkItemOrder as a field error, its values written the way the language writes them. */
export function fieldIssueOf(issue: ItemOrderIssue, language: MessageLanguage): FieldIssue {
  const params: MessageParams = {};
  for (const [key, value] of Object.entries(issue.params ?? {})) {
    if (key === 'date') params[key] = formatDate(String(value));
    else if (MONEY_PARAMS[issue.code]?.includes(key)) params[key] = formatMoney(Number(value), language);
    else if (typeof value === 'number') params[key] = formatNumber(value, language);
    else params[key] = value;
  }
  return { field: issue.field, code: issue.code, params };
}

/**
 * The checks the rule function leaves to the server because they need the database: the target
 * product must be an active product of the category's shop, of a brand the campaign's contact may
 * advertise (user_allowed_brands; none listed means all); the landing page must belong to the
 * campaign's company (else it is unknown, like other tenants' data), be approved and active, and lie
 * in the category's shop.
 */
export async function targetIssues(
  tx: Transaction,
  order: Pick<ItemOrder, 'targetProductId' | 'targetLandingPageId'>,
  product: Pick<Product, 'category'>,
  campaign: Pick<LockedCampaign, 'companyId' | 'companyContactId'>,
): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  const targetId = product.category.target?.id ?? null;
  if (order.targetProductId) {
    const [found] = await tx
      .select({
        targetId: targetProducts.targetId,
        active: targetProducts.active,
        brandId: targetProducts.brandId,
        brandName: brands.name,
      })
      .from(targetProducts)
      .leftJoin(brands, eq(brands.id, targetProducts.brandId))
      .where(eq(targetProducts.id, order.targetProductId));
    if (!found || !found.active || found.targetId !== targetId) {
      issues.push({ field: 'targetProductId', code: 'target_product_not_found' });
    } else if (campaign.companyContactId !== null) {
      const allowed = await tx
        .select({ brandId: userAllowedBrands.brandId })
        .from(userAllowedBrands)
        .where(eq(userAllowedBrands.userId, campaign.companyContactId));
      if (allowed.length > 0 && !allowed.some((brand) => brand.brandId === found.brandId)) {
        issues.push({
          field: 'targetProductId',
          code: 'target_product_not_allowed',
          params: { brand: found.brandName ?? '–' },
        });
      }
    }
  }
  if (order.targetLandingPageId) {
    const [page] = await tx
      .select({
        companyId: landingPages.companyId,
        targetId: landingPages.targetId,
        state: landingPages.state,
        active: landingPages.active,
      })
      .from(landingPages)
      .where(eq(landingPages.id, order.targetLandingPageId));
    if (!page || page.companyId !== campaign.companyId) {
      issues.push({ field: 'targetLandingPageId', code: 'landing_page_not_found' });
    } else if (page.state !== 'approved' || !page.active || page.targetId !== targetId) {
      issues.push({ field: 'targetLandingPageId', code: 'landing_page_not_allowed' });
    }
  }
  return issues;
}
