import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { campaignItems, campaigns, companies, users } from '../../db/schema';
import { languageFromHeader } from '../../i18n/locale';
import { creativeReviewMail } from '../../mail/creative-review-mail';
import type { AppContext } from '../context';
import type { CreativeRow } from './find-creative';

/**
 * Mails the buyers of a reviewed creative (its author and the contacts of the campaigns that show
 * it, active buyer accounts only, each in their language) that it was approved or returned with the
 * reason. After the commit: a mail that cannot be sent is logged, never undoes the review.
 */
export async function notifyCreativeReviewed(
  ctx: AppContext,
  creative: CreativeRow & { state: 'approved' | 'returned' },
): Promise<void> {
  try {
    const items = await ctx.db
      .select({
        id: campaignItems.id,
        campaignId: campaignItems.campaignId,
        contactId: campaigns.companyContactId,
      })
      .from(campaignItems)
      .innerJoin(campaigns, eq(campaigns.id, campaignItems.campaignId))
      .where(eq(campaignItems.creativeId, creative.id))
      .orderBy(asc(campaignItems.id));
    const userIds = [
      ...new Set(
        [creative.createdByUserId, ...items.map((item) => item.contactId)].filter(
          (id): id is number => id !== null,
        ),
      ),
    ];
    if (userIds.length === 0) return;
    const recipients = await ctx.db
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(
        and(
          inArray(users.id, userIds),
          eq(users.active, true),
          inArray(companies.type, ['vendor', 'agency']),
          isNotNull(users.email),
        ),
      );
    const [company] = await ctx.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, creative.companyId));
    const first = items[0];
    const link = first
      ? `${ctx.config.publicUrl}/campaigns/${first.campaignId}/items/${first.id}/creative`
      : null;
    for (const recipient of recipients) {
      await ctx.mailer.send(
        creativeReviewMail(languageFromHeader(recipient.locale ?? undefined), recipient.email, {
          state: creative.state,
          name: creative.name,
          company: company?.name ?? '',
          reason: creative.notes,
          link,
        }),
      );
    }
  } catch (error) {
    ctx.log.error({ err: error, creativeId: creative.id }, 'the creative review mail could not be sent');
  }
}
