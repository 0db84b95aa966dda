import { getShellStartEndpoint, type ReleaseTarget } from '@portal/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../services/context';
import {
  releasedFile,
  remotePreloads,
  servedReleases,
  shellPage,
  shellStartup,
  type PagePreload,
} from '../services/releases';
import { menuSettings } from '../services/settings';
import { viewerOf } from './release-viewer';

/** Every file of a version is immutable: its path names the version (docs/releasing.md). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The copy for the client's Accept-Encoding among those a build wrote (.br, .gz), best first. */
function encodingsOf(request: FastifyRequest): ('br' | 'gzip')[] {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return [
    ...(/\bbr\b/.test(accepted) ? (['br'] as const) : []),
    ...(/\bgzip\b/.test(accepted) ? (['gzip'] as const) : []),
  ];
}

async function sendReleasedFile(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  target: ReleaseTarget,
  version: string,
  filePath: string,
) {
  const file = await releasedFile(ctx, target, version, filePath, encodingsOf(request));
  if (!file) return reply.callNotFound();
  void reply
    .type(file.contentType)
    .header('cache-control', IMMUTABLE)
    .header('content-length', String(file.size))
    .header('vary', 'accept-encoding');
  if (file.encoding) void reply.header('content-encoding', file.encoding);
  // Remotes may be loaded by a shell on another origin (a gateway, a CDN in front of the portal).
  if (target !== 'shell') void reply.header('access-control-allow-origin', '*');
  return reply.send(file.content);
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A page fetches at once what the shell would otherwise ask for in rounds: its start-up chunks, and
 * for a signed-in page its layout's chunks, the shell's start answer (the very URL
 * shell/src/app/shell-start.ts calls, with the cookie) and the first files of the remote that shows
 * the path, and antd's stylesheet (shell/src/layout/antd-stylesheet.ts links it). The browser uses
 * them when the shell asks.
 */
function withPreloads(page: Buffer, preloads: readonly PagePreload[]): Buffer {
  const links = preloads
    .map(({ href, as }) => {
      // fetch() asks with the cookie for the API and in CORS mode for a manifest: the preload must match.
      const mode = href.startsWith('/api/')
        ? ' crossorigin="use-credentials"'
        : as === 'fetch'
          ? ' crossorigin'
          : '';
      return `<link rel="preload" href="${attribute(href)}" as="${as}"${mode}>`;
    })
    .join('');
  const html = page.toString('utf8');
  const at = html.indexOf('</head>');
  return at < 0 || !links ? page : Buffer.from(`${html.slice(0, at)}${links}${html.slice(at)}`);
}

/**
 * Serves the released front end from the release store (docs/releasing.md): every version of the
 * shell under /shell/<version>/ and of each remote under /remotes/<name>/<version>/, precompressed
 * copies when the build wrote them, all immutable; and for every other browser path the page of the
 * shell this visitor runs (the live one, or the staged or previewed one of its session), never cached,
 * so the next page load after a promote or rollback runs the new version.
 */
export const frontendPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  app.get<{ Params: { version: string; '*': string } }>(
    '/shell/:version/*',
    { schema: { hide: true } },
    async (request, reply) =>
      sendReleasedFile(ctx, request, reply, 'shell', request.params.version, request.params['*']),
  );
  app.get<{ Params: { name: string; version: string; '*': string } }>(
    '/remotes/:name/:version/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const name = request.params.name;
      if (!/^mf-[a-z-]{1,40}$/.test(name)) return reply.callNotFound();
      return sendReleasedFile(
        ctx,
        request,
        reply,
        name as ReleaseTarget,
        request.params.version,
        request.params['*'],
      );
    },
  );

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (
      url.startsWith('/api/') ||
      url.startsWith('/shell/') ||
      url.startsWith('/remotes/') ||
      /\.[a-z0-9]+$/i.test(url)
    )
      return reply.callNotFound();
    const viewer = await viewerOf(ctx, request);
    const served = await servedReleases(ctx.db, viewer);
    const shell = served.get('shell')?.version;
    const page = shell ? await shellPage(ctx, shell) : null;
    if (!page || !shell) return reply.callNotFound();
    const startup = await shellStartup(ctx, shell);
    const remote =
      viewer && startup.federated
        ? await remotePreloads(ctx, served, url, (await menuSettings(ctx.db)).remotes)
        : [];
    const preloads: PagePreload[] = viewer
      ? [
          {
            href: `/api${getShellStartEndpoint.path}?shell=${encodeURIComponent(shell.version)}`,
            as: 'fetch',
          },
          // Fetched beside the code, not as a stylesheet of the page: that would hold back main.js
          // until it had loaded. The shell links it before antd's first render.
          ...startup.signedInStyles.map((href) => ({ href, as: 'style' as const })),
          ...remote,
          ...startup.start,
          ...startup.signedIn,
          // The federation runtime, which the remote's files above need.
          ...(remote.length > 0 ? startup.federation : []),
        ]
      : startup.start;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .send(withPreloads(page, preloads));
  });
});
