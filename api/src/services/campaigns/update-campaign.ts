import {
  campaignEditRefusal,
  type CampaignDetail,
  type UpdateCampaignRequestSchema,
  campaignStateById,
} from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { campaigns } from '../../db/schema';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { recordAudit } from '../audit';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import { isRetailer, type AuthContext } from '../sessions';
import { companyTenancy, isActiveSalesPerson, refuse, ruleViewerOf } from '../campaign-access';
import { readCampaign } from './get-campaign';

/**
 * PUT /campaigns/{id} {name, salesPersonId}: the edit dialog. Allowed while the campaign is editable
 * (spec 000 §4; 409 otherwise). Only retailer staff change the sales person (spec §6): a buyer who
 * sends another one than the campaign's gets 403, and an absent or null one keeps it.
 */
export async function updateCampaign(
  ctx: AppContext,
  auth: AuthContext,
  language: MessageLanguage,
  campaignId: number,
  body: v.InferOutput<typeof UpdateCampaignRequestSchema>,
): Promise<CampaignDetail> {
  return ctx.db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({
        id: campaigns.id,
        name: campaigns.name,
        stateId: campaigns.stateId,
        salesPersonId: campaigns.salesPersonId,
      })
      .from(campaigns)
      .where(and(eq(campaigns.id, campaignId), companyTenancy(auth, campaigns.companyId)))
      .for('no key update');
    if (!campaign) throw new NotFoundError('campaign_not_found');
    const state = campaignStateById(campaign.stateId);
    refuse(campaignEditRefusal(state, ruleViewerOf(auth)), { campaignState: state.identifier });

    let salesPersonId = campaign.salesPersonId;
    if (isRetailer(auth.user)) {
      if (body.salesPersonId !== undefined && body.salesPersonId !== salesPersonId) {
        if (body.salesPersonId !== null && !(await isActiveSalesPerson(tx, body.salesPersonId)))
          throw new ValidationError([{ field: 'salesPersonId', code: 'sales_person_invalid' }]);
        salesPersonId = body.salesPersonId;
      }
    } else if (body.salesPersonId != null && body.salesPersonId !== salesPersonId) {
      throw new ForbiddenError('sales_person_not_allowed');
    }

    await tx
      .update(campaigns)
      .set({ name: body.name, salesPersonId, updatedAt: ctx.clock.now() })
      .where(eq(campaigns.id, campaign.id));
    await recordAudit(tx, auth, {
      action: 'campaign.updated',
      entityType: 'campaign',
      entityId: campaign.id,
      details: {
        ...(body.name !== campaign.name ? { name: { from: campaign.name, to: body.name } } : {}),
        ...(salesPersonId !== campaign.salesPersonId
          ? { salesPersonId: { from: campaign.salesPersonId, to: salesPersonId } }
          : {}),
      },
    });
    return readCampaign(tx, auth, language, campaign.id);
  });
}
