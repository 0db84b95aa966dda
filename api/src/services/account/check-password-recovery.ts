import type { PasswordRecoveryResponse } from '@portal/shared-contracts';
import type { AppContext } from '../context';
import { findValidRecovery } from './find-password-recovery';

export async function checkPasswordRecovery(
  ctx: AppContext,
  secret: string,
): Promise<PasswordRecoveryResponse> {
  const recovery = await findValidRecovery(ctx.db, secret, ctx.clock.now());
  return { username: recovery.email, validityTo: recovery.validTo.toISOString() };
}
