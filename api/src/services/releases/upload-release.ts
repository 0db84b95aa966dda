import path from 'node:path';
import type { ReleaseTarget } from '@portal/shared-contracts';
import type { MessageLanguage } from '../../i18n/locale';
import type { UploadPart } from '../campaign-items';
import type { AppContext } from '../context';
import type { ReleaseActor } from './release-actor';
import { receiveReleaseArchive } from './receive-release-archive';
import { storeReleaseVersion } from './store-release-version';
import type { VersionRow } from './release-state';

/**
 * POST /remotes/{name}/versions: a build uploaded as one zip becomes a version of the target (not
 * live: promote, stage or preview it next). Checked as an archive, then as a build; nothing is kept
 * of a refused one.
 */
export async function uploadRelease(
  ctx: AppContext,
  target: ReleaseTarget,
  part: () => Promise<UploadPart | undefined>,
  actor: ReleaseActor,
  language: MessageLanguage,
): Promise<{ version: VersionRow; created: boolean }> {
  const build = await receiveReleaseArchive(await part(), {
    tempDir: path.join(ctx.config.dataDir, 'tmp'),
    files: ctx.files,
    keyPrefix: `releases/${target}`,
  });
  return storeReleaseVersion(ctx, target, build, actor, language);
}
