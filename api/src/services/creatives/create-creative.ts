import type { CreateCreativeRequest, Creative } from '@portal/shared-contracts';
import { creativeFieldValues, creatives } from '../../db/schema';
import { BadRequestError, ValidationError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import { recordAudit } from '../audit';
import { findActionItem } from '../campaign-items';
import type { AppContext } from '../context';
import { hasRole, type AuthContext } from '../sessions';
import { applyFieldValues, creativeTarget } from './apply-field-values';
import { assignCreativeToItem } from './assign-item-creative';
import { creativeProduct } from './creative-product';
import { keepVersion } from './creative-versions';
import { withFileWrites } from './files/stored-files';
import { loadFormatFields } from './formats/load-format';
import { loadCreative } from './load-creative';
import { creativeValues } from './value-owner';

/**
 * POST /creatives/save/product/{id}: a new creative of the product's format (state new, version 1)
 * with the values given, for the item's company when it is made for an item (and then assigned to
 * it), else for the given company (retailer staff, agencies: in their tenancy, checked by the route)
 * or the vendor's own.
 */
export async function createCreative(
  ctx: AppContext,
  auth: AuthContext,
  productId: number,
  body: CreateCreativeRequest,
  language: MessageLanguage,
): Promise<Creative> {
  const id = await withFileWrites(ctx, (writes) =>
    ctx.db.transaction(async (tx) => {
      let companyId = body.companyId ?? null;
      const itemId = body.campaignItemId ?? null;
      if (itemId !== null) {
        const item = await findActionItem(tx, auth, itemId, { lock: true });
        if (item.productId !== productId) throw new BadRequestError('creative_product_mismatch');
        if (companyId !== null && companyId !== item.companyId)
          throw new ValidationError([{ field: 'companyId', code: 'creative_company_mismatch' }]);
        companyId = item.companyId;
      }
      if (companyId === null && hasRole(auth.user, 'vendor') && auth.user.companyId !== null)
        companyId = auth.user.companyId;
      if (companyId === null)
        throw new ValidationError([{ field: 'companyId', code: 'creative_company_required' }]);
      const product = await creativeProduct(tx, auth, productId, { ofItem: itemId !== null });
      const now = ctx.clock.now();
      const [creative] = await tx
        .insert(creatives)
        .values({
          companyId,
          productId,
          formatId: product.formatId,
          name: body.name,
          createdByUserId: auth.user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const fields = (await loadFormatFields(tx, [product.formatId], language)).get(product.formatId)!;
      if (fields.length > 0)
        await tx
          .insert(creativeFieldValues)
          .values(fields.map((field) => ({ creativeId: creative!.id, fieldId: field.id, updatedAt: now })));
      await applyFieldValues(ctx, tx, auth, creativeTarget(creative!), fields, body.fieldValues, writes);
      await keepVersion(tx, auth, creativeValues(creative!.id), creative!, 'new');
      await recordAudit(tx, auth, {
        action: 'creative.created',
        entityType: 'creative',
        entityId: creative!.id,
        details: { name: body.name, productId, companyId, campaignItemId: itemId },
      });
      if (itemId !== null) await assignCreativeToItem(ctx, tx, auth, itemId, creative!.id);
      return creative!.id;
    }),
  );
  return loadCreative(ctx.db, auth, id, language);
}
