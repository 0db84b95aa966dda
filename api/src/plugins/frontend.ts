import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES, type RemoteName } from '@portal/shared-contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface FrontendBundle {
  name: 'shell' | RemoteName;
  version: string;
  dir: string;
  /** Where it is served, e.g. /remotes/mf-campaigns/0.1.0/ */
  urlPrefix: string;
}

export interface Frontend {
  shell: FrontendBundle;
  remotes: FrontendBundle[];
}

/**
 * Finds the built shell and remotes (each package's dist/) in the workspace. Absent when the shell
 * is not built: the API then serves /api only (the production shape puts the front end on its own
 * static hosts behind a gateway).
 */
export function findFrontend(workspaceRoot: string): Frontend | undefined {
  const bundle = (name: FrontendBundle['name'], prefix: string): FrontendBundle | undefined => {
    const packageDir = path.join(workspaceRoot, name);
    const dir = path.join(packageDir, 'dist');
    const marker = name === 'shell' ? 'index.html' : 'mf-manifest.json';
    if (!fs.existsSync(path.join(dir, marker))) return undefined;
    const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
      version: string;
    };
    return { name, version, dir, urlPrefix: `/${prefix}/${version}/` };
  };
  const shell = bundle('shell', 'shell');
  if (!shell) return undefined;
  const remotes = REMOTE_NAMES.map((name) => bundle(name, `remotes/${name}`)).filter(
    (entry): entry is FrontendBundle => entry !== undefined,
  );
  return { shell, remotes };
}

/** Webpack names chunks with a content hash: those never change and may be cached for a year. */
const HASHED = /\.[0-9a-f]{10}\.js(\.map|\.LICENSE\.txt)?$/;

/** The precompressed copy's suffix: @fastify/static names the file it sent, `.br` or `.gz` included. */
const PRECOMPRESSED = /\.(br|gz)$/;

/** Hashed files for a year; entry files, manifests and HTML revalidated on every use. */
function cacheControlOf(filePath: string): string {
  return HASHED.test(filePath.replace(PRECOMPRESSED, ''))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/**
 * Serves the shell and each remote under its own versioned path, precompressed (.br/.gz) when the
 * build wrote such files, and the shell's index.html for every other browser path (the SPA routes).
 */
export const frontendPlugin = fp(async (app: FastifyInstance, { frontend }: { frontend: Frontend }) => {
  const bundles = [frontend.shell, ...frontend.remotes];
  for (const [index, bundle] of bundles.entries()) {
    await app.register(fastifyStatic, {
      root: bundle.dir,
      prefix: bundle.urlPrefix,
      decorateReply: index === 0,
      preCompressed: true,
      index: false,
      wildcard: true,
      setHeaders: (reply, filePath) => {
        void reply.header('cache-control', cacheControlOf(filePath));
        // Remotes may be loaded by a shell on another origin (a gateway, a CDN).
        if (bundle.name !== 'shell') void reply.header('access-control-allow-origin', '*');
      },
    });
  }

  const indexHtml = fs.readFileSync(path.join(frontend.shell.dir, 'index.html'));
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (
      url.startsWith('/api/') ||
      url.startsWith('/shell/') ||
      url.startsWith('/remotes/') ||
      path.extname(url)
    ) {
      return reply.callNotFound();
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
});

/** The manifest URL of each remote this process serves. */
export function servedRemoteManifests(frontend: Frontend | undefined): Partial<Record<RemoteName, string>> {
  return Object.fromEntries(
    (frontend?.remotes ?? []).map((bundle) => [bundle.name, `${bundle.urlPrefix}mf-manifest.json`]),
  );
}
