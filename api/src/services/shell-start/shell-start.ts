import type { ShellStart } from '@portal/shared-contracts';
import type { MessageLanguage } from '../../i18n/locale';
import { toUserInfo } from '../auth';
import type { AppContext } from '../context';
import { remoteRegistry, remoteRouteMenus, type ReleaseViewer } from '../releases';
import type { AuthContext } from '../sessions';
import { menuSettings } from '../settings';

/**
 * GET /app-settings/shell-start: the answers of GET /auth/authorization, /app-settings/menu,
 * /app-settings/remotes and /app-settings/support-contact, and each enabled remote's menu entries, for
 * one signed-in caller: what the shell would otherwise ask in three rounds before its first screen.
 */
export async function shellStart(
  ctx: AppContext,
  auth: AuthContext,
  token: string | null,
  askingShell: string | undefined,
  language: MessageLanguage,
): Promise<ShellStart> {
  const viewer: ReleaseViewer = { sessionId: auth.sessionId, userId: auth.user.id };
  const [menu, registry] = await Promise.all([
    menuSettings(ctx.db),
    remoteRegistry(ctx, viewer, askingShell, language),
  ]);
  return {
    authorization: { token, user: toUserInfo(auth) },
    menu,
    registry,
    supportContact: { email: ctx.config.supportEmail },
    remoteMenus: await remoteRouteMenus(ctx, registry, menu.remotes),
  };
}
