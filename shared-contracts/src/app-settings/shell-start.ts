import * as v from 'valibot';
import { SessionResponseSchema } from '../auth/user-info';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import {
  MenuSettingsSchema,
  REMOTE_NAMES,
  RemoteRegistryQuerySchema,
  RemoteRegistrySchema,
  SupportContactSchema,
} from './app-settings';

/**
 * What the shell needs before it can show a signed-in page, in one answer: the session, the menu
 * settings, the remote registry judged for the asking shell, the support contact and the menu entries
 * of the enabled remotes. The shell's page asks for it while the shell's code still loads (a preload
 * link the API writes into the page), so a direct load waits one round trip for all of it instead of
 * three rounds one after the other (docs/performance.md, "Start-up").
 */
export const ShellStartSchema = v.object({
  authorization: SessionResponseSchema,
  menu: MenuSettingsSchema,
  registry: RemoteRegistrySchema,
  supportContact: SupportContactSchema,
  /**
   * The header menu entries of each enabled remote whose release the portal stores (its
   * portal-routes.json; null when that file cannot be read). A remote not listed (one served from a
   * URL the deployment configured, a dev server) is asked by the shell itself.
   */
  remoteMenus: v.array(
    v.object({
      name: v.picklist(REMOTE_NAMES),
      menu: v.nullable(v.array(v.pipe(v.string(), v.maxLength(80)))),
    }),
  ),
});
export type ShellStart = v.InferOutput<typeof ShellStartSchema>;

export const getShellStartEndpoint = endpoint({
  method: 'get',
  path: '/app-settings/shell-start',
  query: RemoteRegistryQuerySchema,
  response: ShellStartSchema,
  access: access.self(),
});
/** GET /app-settings/shell-start?shell=<the asking shell's version> */
export const getShellStart = bindEndpoint(getShellStartEndpoint, ({ send, url }) => ({
  /** The call as the shell makes it. */
  load: (shellVersion: string | null, signal?: AbortSignal) =>
    send({ searchParams: shellVersion ? { shell: shellVersion } : {}, ...(signal ? { signal } : {}) }),
  /** Its address, for the page's preload link: the same URL, so the browser uses the preloaded answer. */
  url: (shellVersion: string | null) =>
    url({}, shellVersion ? new URLSearchParams({ shell: shellVersion }) : undefined),
}));
