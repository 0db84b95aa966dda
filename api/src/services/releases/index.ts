/**
 * Releases of the shell and the remotes: upload, stage, preview, promote, roll back and the
 * registry the pages load from. This index is all the area offers to the rest of the API.
 */
export { type DeployTokens, loadDeployTokens } from './deploy-tokens';
export { importWorkspaceBuilds } from './import-workspace-builds';
export { endReleasePreview, previewRelease } from './preview-release';
export { promoteRelease } from './promote-release';
export { registerReleaseUrl } from './register-release-url';
export type { ReleaseActor } from './release-actor';
export { releaseOverview } from './release-overview';
export { remoteRegistry } from './remote-registry';
export { type PagePreload, remotePreloads, shellStartup } from './page-preloads';
export { remoteRouteMenus } from './remote-route-menus';
export { rollbackRelease } from './rollback-release';
export { releasedFile, shellPage } from './serve-release-file';
export { type ReleaseViewer, servedReleases } from './served-releases';
export { endStagedRelease, stageRelease } from './stage-release';
export { uploadRelease } from './upload-release';
