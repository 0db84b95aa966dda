import type {
  InviteUserRequest,
  InviteUserRequestSchema,
  UserDetail,
  UserRole,
} from '@portal/shared-contracts';
import { and, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { pgErrorOf, UNIQUE_VIOLATION } from '../../db/pg-error';
import { companies, passwordRecoveries, users } from '../../db/schema';
import { ForbiddenError, ValidationError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';
import { recordAudit } from '../audit';
import type { AppContext } from '../context';
import { type AuthContext, fullName, hashSecret, hasRole, newSecret } from '../sessions';
import { invitationMail } from './invitation-mail';
import { loadUserDetail } from './user-detail';

type InviteInput = v.InferOutput<typeof InviteUserRequestSchema>;

/** How long the invitation link may be used (it is used once). */
export const INVITATION_VALIDITY_HOURS = 72;

/**
 * Stored instead of a password hash until the user sets one: no argon2 hash, so no password matches
 * it (verifyPassword answers false) and the account cannot be signed in to before that.
 */
export const NO_PASSWORD = '!invited';

/** The roles of a user invited with a role, and the kind of company the user must belong to. */
const INVITED_AS: Record<
  InviteInput['role'],
  { roles: UserRole[]; company: 'vendor' | 'agency' | 'retailer' }
> = {
  vendor: { roles: ['vendor'], company: 'vendor' },
  agency: { roles: ['agency'], company: 'agency' },
  retailer: { roles: ['retailer'], company: 'retailer' },
  salesPerson: { roles: ['salesPerson'], company: 'retailer' },
};

/**
 * POST /users/invite (retailer staff; retailer staff roles by administrators only): creates the user
 * without a password and mails them a link to set one, valid 72 hours and used once (a password
 * recovery of purpose 'invitation': the same /reset-password page and calls). A vendor belongs to the
 * vendor company named, an agency user to the agency named, retailer staff to the retailer's company.
 * An e-mail that already has an account is refused as a field error.
 */
export async function inviteUser(
  ctx: AppContext,
  auth: AuthContext,
  input: InviteUserRequest,
  language: MessageLanguage,
): Promise<UserDetail> {
  const body = input as InviteInput;
  const invited = INVITED_AS[body.role];
  if (invited.company === 'retailer' && !hasRole(auth.user, 'administrator'))
    throw new ForbiddenError('user_invite_role_forbidden');

  const emailTaken = () =>
    new ValidationError([{ field: 'email', code: 'user_email_taken', params: { email: body.email } }]);
  const secret = newSecret();
  const now = ctx.clock.now();
  const validTo = new Date(now.getTime() + INVITATION_VALIDITY_HOURS * 3_600_000);

  let userId: number;
  try {
    userId = await ctx.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${body.email.toLowerCase()}`);
      if (existing) throw emailTaken();

      const [company] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(
          and(
            eq(companies.type, invited.company),
            eq(companies.active, true),
            invited.company === 'retailer' ? undefined : eq(companies.id, body.companyId ?? 0),
          ),
        )
        .orderBy(companies.id)
        .limit(1);
      if (!company) {
        throw new ValidationError([
          { field: 'companyId', code: body.companyId ? 'user_company_invalid' : 'user_company_required' },
        ]);
      }

      const [created] = await tx
        .insert(users)
        .values({
          email: body.email,
          passwordHash: NO_PASSWORD,
          firstName: body.firstName,
          lastName: body.lastName,
          companyId: company.id,
          roles: invited.roles,
          active: true,
          storefrontActive: true,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      await tx.insert(passwordRecoveries).values({
        userId: created!.id,
        tokenHash: hashSecret(secret),
        createdAt: now,
        validTo,
        purpose: 'invitation',
      });
      await recordAudit(tx, auth, {
        action: 'user.invited',
        entityType: 'user',
        entityId: created!.id,
        details: { role: body.role, companyId: company.id },
      });
      return created!.id;
    });
  } catch (error) {
    // Two invitations of one e-mail at once: the unique index decides, the second hears the same.
    if (pgErrorOf(error)?.code === UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }

  await ctx.mailer.send(
    invitationMail(language, {
      email: body.email,
      inviter: fullName(auth.user),
      link: `${ctx.config.publicUrl}/reset-password/${secret}`,
      loginUrl: `${ctx.config.publicUrl}/login`,
      validTo,
    }),
  );
  return loadUserDetail(ctx.db, userId, now, language);
}
