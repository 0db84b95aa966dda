import * as v from 'valibot';
import { REMOTE_NAMES } from '../app-settings/app-settings';
import { IsoDateTimeSchema } from '../common/primitives';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';

// Releasing the front end (docs/releasing.md): each remote, and the shell, is released as immutable
// versions kept by the portal; one call promotes a version (compare-and-set on what is live), rolls
// back, stages it for a share of users or previews it in one session. A build records what it needs
// of the shell (portal-release.json), and the portal refuses a version whose needs are not met.

/** What can be released: the shell and each remote. */
export const RELEASE_TARGETS = ['shell', ...REMOTE_NAMES] as const;
export type ReleaseTarget = (typeof RELEASE_TARGETS)[number];
export const ReleaseTargetSchema = v.picklist(RELEASE_TARGETS, 'release_target_unknown');

/** The file every build writes beside its entry: what it is and what it needs of the shell. */
export const RELEASE_MANIFEST_FILE = 'portal-release.json';

/** A version's name: the package version and the first 8 hex digits of the build's content hash. */
export const RELEASE_VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?-[0-9a-f]{8}$/;
export const ReleaseVersionSchema = v.pipe(
  v.string(),
  v.maxLength(80),
  v.regex(RELEASE_VERSION_PATTERN, 'release_version_invalid'),
);

/**
 * Shared singletons by package name → a version range (what a build needs) or a version (what the
 * shell provides): react, react-dom, zustand, swr, Lingui, dayjs, @ant-design/cssinjs (antd's styles)
 * and the workspace packages.
 */
const SharedVersionsSchema = v.record(
  v.pipe(v.string(), v.maxLength(100)),
  v.pipe(v.string(), v.maxLength(100)),
);
/** shared-contracts entry ('@portal/shared-contracts/users') → the names of its runtime exports. */
const ContractNamesSchema = v.record(
  v.pipe(v.string(), v.maxLength(100)),
  v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(2000)),
);

export const ReleaseRequirementsSchema = v.object({
  shared: SharedVersionsSchema,
  contracts: ContractNamesSchema,
});
export type ReleaseRequirements = v.InferOutput<typeof ReleaseRequirementsSchema>;

export const ReleaseProvisionsSchema = v.object({
  shared: SharedVersionsSchema,
  contracts: ContractNamesSchema,
});
export type ReleaseProvisions = v.InferOutput<typeof ReleaseProvisionsSchema>;

/** portal-release.json, written by every production build (shared-ui/webpack). */
export const ReleaseManifestSchema = v.object({
  name: ReleaseTargetSchema,
  packageVersion: v.pipe(v.string(), v.maxLength(40), v.regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?$/)),
  builtAt: IsoDateTimeSchema,
  gitCommit: v.nullable(v.pipe(v.string(), v.maxLength(64))),
  /** What the build needs of the shell that loads it (remotes; the shell needs nothing of itself). */
  requires: ReleaseRequirementsSchema,
  /** What the shell provides its remotes (the shell only). */
  provides: v.optional(ReleaseProvisionsSchema),
});
export type ReleaseManifest = v.InferOutput<typeof ReleaseManifestSchema>;

/**
 * What a version is to its target now: live (what everyone runs), previous (what a rollback goes
 * back to), canary (staged for a share of users), preview (tried in some session), kept (neither, but
 * among the last versions the portal keeps).
 */
export const RELEASE_STATES = ['live', 'previous', 'canary', 'preview', 'kept'] as const;
export type ReleaseState = (typeof RELEASE_STATES)[number];

export const ReleaseVersionInfoSchema = v.object({
  version: v.string(),
  packageVersion: v.string(),
  contentHash: v.string(),
  states: v.array(v.picklist(RELEASE_STATES)),
  builtAt: v.nullable(IsoDateTimeSchema),
  gitCommit: v.nullable(v.string()),
  /** Stored by the portal (null), or hosted at this base URL on another origin (a CDN). */
  origin: v.nullable(v.string()),
  fileCount: v.number(),
  byteSize: v.number(),
  uploadedAt: IsoDateTimeSchema,
  /** Who released it: a person's name, or "deploy token mf-users". */
  uploadedBy: v.string(),
  /** When and by whom it last became live. */
  promotedAt: v.nullable(IsoDateTimeSchema),
  promotedBy: v.nullable(v.string()),
  requires: ReleaseRequirementsSchema,
  /** What of `requires` the live shell does not meet (remotes), or what live remotes miss in it (shell). */
  unmet: v.array(v.string()),
});
export type ReleaseVersionInfo = v.InferOutput<typeof ReleaseVersionInfoSchema>;

export const ReleaseHistoryEntrySchema = v.object({
  at: IsoDateTimeSchema,
  action: v.picklist([
    'uploaded',
    'promoted',
    'rolled-back',
    'staged',
    'stage-ended',
    'previewed',
    'preview-ended',
  ]),
  version: v.nullable(v.string()),
  /** What was live before a promote or rollback. */
  fromVersion: v.nullable(v.string()),
  percent: v.nullable(v.number()),
  actor: v.string(),
});
export type ReleaseHistoryEntry = v.InferOutput<typeof ReleaseHistoryEntrySchema>;

/** GET /remotes/{name}: a target's versions (newest first), what is live, staged, and its history. */
export const ReleaseOverviewSchema = v.object({
  name: ReleaseTargetSchema,
  live: v.nullable(v.string()),
  previous: v.nullable(v.string()),
  canary: v.nullable(v.object({ version: v.string(), percent: v.number() })),
  /** The version this session previews, if any. */
  preview: v.nullable(v.string()),
  versions: v.array(ReleaseVersionInfoSchema),
  history: v.array(ReleaseHistoryEntrySchema),
});
export type ReleaseOverview = v.InferOutput<typeof ReleaseOverviewSchema>;

export const ReleaseTargetParamsSchema = v.object({ name: ReleaseTargetSchema });

/**
 * POST /remotes/{name}/promote: make `version` live, if what is live is still `expectedLive` (null:
 * nothing yet). Otherwise 409 naming the version live now: two releases never overwrite each other.
 */
export const PromoteReleaseRequestSchema = v.object({
  version: ReleaseVersionSchema,
  expectedLive: v.nullable(ReleaseVersionSchema),
});
export type PromoteReleaseRequest = v.InferInput<typeof PromoteReleaseRequestSchema>;

/** POST /remotes/{name}/rollback: the previous version live again, if `expectedLive` is still live. */
export const RollbackReleaseRequestSchema = v.object({ expectedLive: ReleaseVersionSchema });
export type RollbackReleaseRequest = v.InferInput<typeof RollbackReleaseRequestSchema>;

/** A staged release's share of users, in whole percent. */
export const STAGE_PERCENT_MIN = 1;
export const STAGE_PERCENT_MAX = 99;

/**
 * PUT /remotes/{name}/stage: `version` for `percent` % of users (chosen stably by user id), the live
 * one for the rest, while `expectedLive` is live. DELETE ends it.
 */
export const StageReleaseRequestSchema = v.object({
  version: ReleaseVersionSchema,
  percent: v.pipe(
    v.number(),
    v.integer('release_stage_percent_invalid'),
    v.minValue(STAGE_PERCENT_MIN, 'release_stage_percent_invalid'),
    v.maxValue(STAGE_PERCENT_MAX, 'release_stage_percent_invalid'),
  ),
  expectedLive: ReleaseVersionSchema,
});
export type StageReleaseRequest = v.InferInput<typeof StageReleaseRequestSchema>;

/** PUT /remotes/{name}/preview: this session runs `version` (administrators). DELETE ends it. */
export const PreviewReleaseRequestSchema = v.object({ version: ReleaseVersionSchema });

/**
 * POST /remotes/{name}/versions/by-url: a version hosted on another origin (a CDN) allowed by
 * REMOTE_ORIGINS, with its build's portal-release.json and content hash.
 */
export const RegisterReleaseUrlRequestSchema = v.object({
  baseUrl: v.pipe(v.string(), v.maxLength(500), v.url('release_origin_invalid')),
  contentHash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'release_content_hash_invalid')),
  manifest: ReleaseManifestSchema,
});
export type RegisterReleaseUrlRequest = v.InferInput<typeof RegisterReleaseUrlRequestSchema>;

/** The largest build archive a release takes, and how many files it may hold. */
export const RELEASE_ARCHIVE_MAX_BYTES = 50 * 1024 * 1024;
export const RELEASE_ARCHIVE_MAX_ENTRIES = 2_000;

/** The header a deploy token travels in (a team's release tool; people use their session). */
export const DEPLOY_TOKEN_HEADER = 'x-deploy-token';

/** The answer of an upload or a registration: the version's name, and whether it is new. */
export const ReleasedVersionSchema = v.object({
  name: ReleaseTargetSchema,
  version: v.string(),
  /** False when the same build was released before (nothing was stored again). */
  created: v.boolean(),
});
export type ReleasedVersion = v.InferOutput<typeof ReleasedVersionSchema>;

// Every call but the preview's is made by administrators (the /settings/releases screen) or by the
// target's deploy token (a team's release tool, api/scripts/remote).
const byTarget = { params: ReleaseTargetParamsSchema, access: access.release() } as const;

export const getReleaseOverviewEndpoint = endpoint({
  method: 'get',
  path: '/remotes/:name',
  ...byTarget,
  response: ReleaseOverviewSchema,
});
/** GET /remotes/{name} (administrators, or the target's deploy token) */
export const getReleaseOverview = bindEndpoint(
  getReleaseOverviewEndpoint,
  ({ send }) =>
    (name: ReleaseTarget) =>
      send({ params: { name } }),
);

/**
 * POST /remotes/{name}/versions (multipart/form-data, field `file`: a zip of the build): only the
 * release tool uploads (`pnpm remote release`, api/scripts/remote/portal.mjs).
 */
export const uploadReleaseEndpoint = endpoint({
  method: 'post',
  path: '/remotes/:name/versions',
  ...byTarget,
  body: 'multipart',
  response: ReleasedVersionSchema,
  caller: 'release-tool',
});

/** POST /remotes/{name}/versions/by-url: a team's release tool registers a build hosted on a CDN. */
export const registerReleaseUrlEndpoint = endpoint({
  method: 'post',
  path: '/remotes/:name/versions/by-url',
  ...byTarget,
  body: RegisterReleaseUrlRequestSchema,
  response: ReleasedVersionSchema,
  caller: 'release-tool',
});

export const promoteReleaseEndpoint = endpoint({
  method: 'post',
  path: '/remotes/:name/promote',
  ...byTarget,
  body: PromoteReleaseRequestSchema,
  response: ReleaseOverviewSchema,
});
/** POST /remotes/{name}/promote */
export const promoteRelease = bindEndpoint(
  promoteReleaseEndpoint,
  ({ send }) =>
    (name: ReleaseTarget, body: PromoteReleaseRequest) =>
      send({ params: { name }, json: body }),
);

export const rollbackReleaseEndpoint = endpoint({
  method: 'post',
  path: '/remotes/:name/rollback',
  ...byTarget,
  body: RollbackReleaseRequestSchema,
  response: ReleaseOverviewSchema,
});
/** POST /remotes/{name}/rollback */
export const rollbackRelease = bindEndpoint(
  rollbackReleaseEndpoint,
  ({ send }) =>
    (name: ReleaseTarget, body: RollbackReleaseRequest) =>
      send({ params: { name }, json: body }),
);

export const stageReleaseEndpoint = endpoint({
  method: 'put',
  path: '/remotes/:name/stage',
  ...byTarget,
  body: StageReleaseRequestSchema,
  response: ReleaseOverviewSchema,
});
/** PUT /remotes/{name}/stage */
export const stageRelease = bindEndpoint(
  stageReleaseEndpoint,
  ({ send }) =>
    (name: ReleaseTarget, body: StageReleaseRequest) =>
      send({ params: { name }, json: body }),
);

export const endStagedReleaseEndpoint = endpoint({
  method: 'delete',
  path: '/remotes/:name/stage',
  ...byTarget,
  response: ReleaseOverviewSchema,
});
/** DELETE /remotes/{name}/stage */
export const endStagedRelease = bindEndpoint(
  endStagedReleaseEndpoint,
  ({ send }) =>
    (name: ReleaseTarget) =>
      send({ params: { name } }),
);

export const previewReleaseEndpoint = endpoint({
  method: 'put',
  path: '/remotes/:name/preview',
  params: ReleaseTargetParamsSchema,
  body: PreviewReleaseRequestSchema,
  response: ReleaseOverviewSchema,
  access: access.administrator(),
});
/** PUT /remotes/{name}/preview */
export const previewRelease = bindEndpoint(
  previewReleaseEndpoint,
  ({ send }) =>
    (name: ReleaseTarget, version: string) =>
      send({ params: { name }, json: { version } }),
);

export const endReleasePreviewEndpoint = endpoint({
  method: 'delete',
  path: '/remotes/:name/preview',
  params: ReleaseTargetParamsSchema,
  response: 'empty',
  status: 204,
  // Whoever previews a target may end it.
  access: access.self('everyone'),
});
/** DELETE /remotes/{name}/preview */
export const endReleasePreview = bindEndpoint(
  endReleasePreviewEndpoint,
  ({ send }) =>
    (name: ReleaseTarget) =>
      send({ params: { name } }),
);
