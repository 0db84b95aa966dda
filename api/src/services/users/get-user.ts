import type { UserDetail } from '@portal/shared-contracts';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions/auth-context';
import { loadUserDetail } from './user-detail';
import { administeredUserId } from './user-scope';

/** GET /users/{id}: a user the caller administers (else 404). */
export async function getUser(ctx: AppContext, auth: AuthContext, userId: number): Promise<UserDetail> {
  const id = await administeredUserId(ctx.db, auth, userId);
  return loadUserDetail(ctx.db, id, ctx.clock.now());
}
