import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../services/context';
import type { ReleaseViewer } from '../services/releases';
import { resolveSession } from '../services/sessions';
import { tokenOf } from './auth';

/**
 * The session behind a request that does not need one (the remote registry, the shell's page): what
 * it previews and whether its user is in a staged release's share. Anonymous: the live versions.
 */
export async function viewerOf(ctx: AppContext, request: FastifyRequest): Promise<ReleaseViewer | null> {
  const auth = request.auth ?? (tokenOf(request) ? await resolveSession(ctx, tokenOf(request)!) : null);
  return auth ? { sessionId: auth.sessionId, userId: auth.user.id } : null;
}
