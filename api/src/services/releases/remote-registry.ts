import { REMOTE_NAMES, type ReleaseProvisions, type RemoteRegistry } from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { releaseVersions } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import type { AppContext } from '../context';
import { unmetRequirements, unmetTexts } from './release-requirements';
import { baseUrlOf, servedReleases, type ReleaseViewer } from './served-releases';

const NOTHING: ReleaseProvisions = { shared: {}, contracts: {} };

/**
 * GET /app-settings/remotes: where the asking shell finds each remote for this viewer (a configured
 * URL — REMOTE_MANIFEST_URLS, the dev servers — else the previewed, staged or live version), and what
 * of each the asking shell cannot run (its `?shell` version, else the shell this viewer is served):
 * the shell shows that remote's panel with the reasons instead of running it. A remote with nothing
 * released points at the gateway convention (/remotes/<name>/mf-manifest.json).
 */
export async function remoteRegistry(
  ctx: AppContext,
  viewer: ReleaseViewer | null,
  askingShell: string | undefined,
  language: MessageLanguage,
): Promise<RemoteRegistry> {
  const served = await servedReleases(ctx.db, viewer);
  const shell = served.get('shell')!;
  let judge = shell.version;
  if (askingShell !== undefined && askingShell !== judge?.version) {
    const [asking] = await ctx.db
      .select()
      .from(releaseVersions)
      .where(and(eq(releaseVersions.target, 'shell'), eq(releaseVersions.version, askingShell)));
    // A shell the portal does not know (a dev server's) cannot be judged for.
    judge = asking ?? null;
  }
  const remotes = REMOTE_NAMES.map((name) => {
    const configured = ctx.config.remoteManifestUrls[name];
    if (configured)
      return { name, manifestUrl: configured, version: null, channel: 'configured' as const, unmet: [] };
    const { version, channel } = served.get(name)!;
    if (!version)
      return { name, manifestUrl: `/remotes/${name}/mf-manifest.json`, version: null, channel, unmet: [] };
    const unmet = judge
      ? unmetTexts(
          unmetRequirements(version.requires, judge.provides ?? NOTHING, {
            target: name,
            version: version.version,
            shell: judge.version,
          }),
          language,
        )
      : [];
    return {
      name,
      manifestUrl: `${baseUrlOf(version)}mf-manifest.json`,
      version: version.version,
      channel,
      unmet,
    };
  });
  return { remotes, shell: { version: shell.version?.version ?? null, channel: shell.channel } };
}
