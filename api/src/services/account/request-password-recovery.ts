import type { PasswordRecoveryResponse } from '@portal/shared-contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { passwordRecoveries } from '../../db/schema';
import { ForbiddenError, NotFoundError, TooManyRequestsError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import { passwordRecoveryMail } from '../../mail/password-recovery-mail';
import { recordAudit } from '../audit';
import type { AppContext } from '../context';
import { blockedFor, countHit, findUserByEmail, hashSecret, newSecret } from '../sessions';

const MAILS_PER_WINDOW = { max: 5, windowMs: 15 * 60_000 };

const languageOfLocale = (locale: string | null, fallback: MessageLanguage): MessageLanguage =>
  locale?.startsWith('en')
    ? 'en'
    : locale?.startsWith('pl')
      ? 'pl'
      : locale?.startsWith('cs')
        ? 'cs'
        : fallback;

/** Mails a one-time link for setting a new password; a new link makes the older ones invalid. */
export async function requestPasswordRecovery(
  ctx: AppContext,
  request: { username: string; ip: string },
  language: MessageLanguage,
): Promise<PasswordRecoveryResponse> {
  const { username } = request;
  // Per address, whatever the e-mail: the answer tells whether an e-mail has an account (the spec's
  // message, docs/access.md), so nobody may ask it of many addresses.
  const addressKey = `password-recovery-address:${request.ip}`;
  const addressLimit = { max: ctx.config.passwordRecoveryAddressMax, windowMs: 60 * 60_000 };
  const addressWait = await blockedFor(ctx, addressKey, addressLimit);
  if (addressWait > 0) throw new TooManyRequestsError('too_many_requests', {}, addressWait);
  await countHit(ctx, addressKey, addressLimit);

  const user = await findUserByEmail(ctx.db, username);
  if (!user) throw new NotFoundError('email_not_found', { email: username });
  if (!user.active) throw new ForbiddenError('user_deactivated', {}, { deactivated: true });

  // Per account, so nobody can flood a mailbox with reset links.
  const key = `password-recovery:${user.id}`;
  const wait = await blockedFor(ctx, key, MAILS_PER_WINDOW);
  if (wait > 0) throw new TooManyRequestsError('too_many_requests', {}, wait);
  await countHit(ctx, key, MAILS_PER_WINDOW);

  const secret = newSecret();
  const now = ctx.clock.now();
  const validTo = new Date(now.getTime() + ctx.config.passwordResetValidityMinutes * 60_000);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(passwordRecoveries)
      .set({ usedAt: now })
      .where(and(eq(passwordRecoveries.userId, user.id), isNull(passwordRecoveries.usedAt)));
    await tx
      .insert(passwordRecoveries)
      .values({ userId: user.id, tokenHash: hashSecret(secret), createdAt: now, validTo });
    await recordAudit(
      tx,
      { userId: user.id },
      { action: 'account.password-recovery-requested', entityType: 'user', entityId: user.id },
    );
  });

  const link = `${ctx.config.publicUrl}/reset-password/${secret}`;
  await ctx.mailer.send(
    passwordRecoveryMail(languageOfLocale(user.locale, language), user.email, link, validTo),
  );
  return { username: user.email, validityTo: validTo.toISOString() };
}
