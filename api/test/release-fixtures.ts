import type { ReleaseManifest, ReleaseRequirements, ReleaseTarget } from '@portal/shared-contracts';
import { DEPLOY_TOKEN_HEADER } from '@portal/shared-contracts';
import { call, type TestApp } from './helper';
import { makeZip, multipartBody, type ZipEntry } from './zip-fixtures';

/** A deploy token per target, as DEPLOY_TOKENS gives them to the test app. */
export const TOKENS: Record<ReleaseTarget, string> = {
  shell: 'shell-token-aaaaaaaaaaaaaaaaaaaaaaaa',
  'mf-campaigns': 'campaigns-token-bbbbbbbbbbbbbbbbbbbbbbbb',
  'mf-creatives': 'creatives-token-cccccccccccccccccccccccc',
  'mf-catalogue-admin': 'catalogue-token-dddddddddddddddddddddddd',
  'mf-users': 'users-token-eeeeeeeeeeeeeeeeeeeeeeeeeeee',
};

export const DEPLOY_TOKENS_ENV = Object.entries(TOKENS)
  .map(([target, token]) => `${target}=${token}`)
  .join(',');

/** What the test shells provide their remotes. */
export const SHELL_PROVIDES = {
  shared: {
    react: '19.2.1',
    'react-dom': '19.2.1',
    '@portal/shared-contracts': '1.3.0',
    '@portal/shared-ui': '1.3.0',
  },
  contracts: { '@portal/shared-contracts/users': ['filterUsers', 'getUser', 'updateUser'] },
};

/** What a test remote needs of the shell (met by SHELL_PROVIDES). */
export const REMOTE_REQUIRES: ReleaseRequirements = {
  shared: { react: '^19.2.0', '@portal/shared-contracts': '^1.2.0' },
  contracts: { '@portal/shared-contracts/users': ['filterUsers', 'getUser'] },
};

export function manifestOf(target: ReleaseTarget, overrides: Partial<ReleaseManifest> = {}): ReleaseManifest {
  return {
    name: target,
    packageVersion: '1.4.0',
    builtAt: '2026-11-27T10:00:00.000Z',
    gitCommit: '0123456789abcdef0123456789abcdef01234567',
    requires: target === 'shell' ? { shared: {}, contracts: {} } : REMOTE_REQUIRES,
    ...(target === 'shell' ? { provides: SHELL_PROVIDES } : {}),
    ...overrides,
  };
}

/**
 * The files of a small build of the target: what it cannot run without, a chunk whose text is
 * `text` (so two builds with other texts are two versions), its precompressed copy, and its manifest.
 */
export function buildFiles(
  target: ReleaseTarget,
  text: string,
  manifest: ReleaseManifest = manifestOf(target),
): Record<string, string | Buffer | ZipEntry> {
  const chunk = `console.log(${JSON.stringify(text)});`;
  const own: Record<string, string> =
    target === 'shell'
      ? {
          'index.html':
            '<!doctype html><html><head><script defer src="/shell/__PORTAL_SHELL_VERSION__/main.js"></script></head><body><div id="root"></div></body></html>',
          'main.js': 'console.log("main");',
        }
      : {
          'mf-manifest.json': JSON.stringify({ id: target, metaData: { publicPath: 'auto' } }),
          'remoteEntry.js': `var ${target.replace(/-/g, '_')};`,
          'portal-routes.json': '[]',
        };
  return {
    ...own,
    'static/12.abcdef0123.js': chunk,
    'static/12.abcdef0123.js.gz': { content: chunk, deflate: true },
    'portal-release.json': JSON.stringify(manifest),
  };
}

export const buildZip = (target: ReleaseTarget, text: string, manifest?: ReleaseManifest) =>
  makeZip(buildFiles(target, text, manifest));

/** Uploads a zip as the target's release, with the target's token unless another is given. */
export function upload(
  t: TestApp,
  target: ReleaseTarget,
  zip: Buffer,
  auth: { token?: string; session?: string } = {},
  headers: Record<string, string> = {},
) {
  const body = multipartBody({ fileName: 'build.zip', contentType: 'application/zip', content: zip });
  return t.app.inject({
    method: 'POST',
    url: `/api/remotes/${target}/versions`,
    headers: {
      ...body.headers,
      ...headers,
      ...(auth.session
        ? { authorization: `Bearer ${auth.session}` }
        : { [DEPLOY_TOKEN_HEADER]: auth.token ?? TOKENS[target] }),
    },
    payload: body.payload,
  });
}

/** A release call (promote, rollback, stage, …) with the target's token. */
export function release(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  target: ReleaseTarget,
  suffix: string,
  body?: unknown,
  token: string = TOKENS[target],
) {
  return call(t.app, method, `/api/remotes/${target}${suffix}`, {
    body,
    headers: { [DEPLOY_TOKEN_HEADER]: token },
  });
}

/** Releases a build and makes it live; answers its version. */
export async function releaseLive(
  t: TestApp,
  target: ReleaseTarget,
  text: string,
  manifest?: ReleaseManifest,
) {
  const uploaded = await upload(t, target, buildZip(target, text, manifest));
  if (uploaded.statusCode !== 200) throw new Error(`upload failed: ${uploaded.body}`);
  const { version } = uploaded.json<{ version: string }>();
  const live = (await release(t, 'GET', target, '')).json<{ live: string | null }>().live;
  const promoted = await release(t, 'POST', target, '/promote', { version, expectedLive: live });
  if (promoted.statusCode !== 200) throw new Error(`promote failed: ${promoted.body}`);
  return version;
}
