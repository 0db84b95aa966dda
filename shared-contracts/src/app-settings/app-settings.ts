import * as v from 'valibot';
import { NamedRefSchema } from '../common/primitives';
import { UiLocaleSchema } from '../common/locales';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';

export const REMOTE_NAMES = ['mf-campaigns', 'mf-creatives', 'mf-catalogue-admin', 'mf-users'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const UiLocaleOptionSchema = v.object({ label: v.string(), value: UiLocaleSchema });
export const AvailableUiLocalesSchema = v.array(UiLocaleOptionSchema);

export const CreativesSettingsSchema = v.object({ zipUploadEnabled: v.boolean() });
export const CampaignItemsTargetUrlSettingsSchema = v.object({ enabled: v.boolean() });
export const DynamicLandingPagesSettingsSchema = v.object({ enabled: v.boolean() });

/** One flag per performance metric column. */
export const PerformanceMetricsDisplaySchema = v.object({
  impressions: v.boolean(),
  views: v.boolean(),
  visibilityRatio: v.boolean(),
  clicks: v.boolean(),
  ctrRatio: v.boolean(),
});
export type PerformanceMetricsDisplay = v.InferOutput<typeof PerformanceMetricsDisplaySchema>;

/** The entries of the header menu an administrator may put in order (the settings dropdown stays last). */
export const MAIN_MENU_KEYS = [
  'products',
  'campaigns',
  'activities',
  'landingPages',
  'reviewQueue',
  'availabilities',
] as const;
export type MainMenuKey = (typeof MAIN_MENU_KEYS)[number];

/**
 * The stored order of the header menu (the keys joined by commas) as a whole order: unknown keys are
 * dropped, and an entry the stored order does not name yet (one added in a later release) joins at
 * its default place among the others.
 */
export function parseMenuOrder(stored: string | null): MainMenuKey[] {
  const named = (stored ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(
      (key, index, keys): key is MainMenuKey =>
        (MAIN_MENU_KEYS as readonly string[]).includes(key) && keys.indexOf(key) === index,
    );
  const order = [...named];
  MAIN_MENU_KEYS.forEach((key, defaultIndex) => {
    if (order.includes(key)) return;
    const before = MAIN_MENU_KEYS.slice(0, defaultIndex).findLast((earlier) => order.includes(earlier));
    order.splice(before ? order.indexOf(before) + 1 : 0, 0, key);
  });
  return order;
}

/** Whether a value names every header menu entry exactly once (what the settings screen must save). */
export const isCompleteMenuOrder = (value: string): boolean => {
  const keys = value.split(',');
  return keys.length === MAIN_MENU_KEYS.length && MAIN_MENU_KEYS.every((key) => keys.includes(key));
};

/** Which optional menu entries are on, their order, and which remotes the shell may load. */
export const MenuSettingsSchema = v.object({
  /** Every key of MAIN_MENU_KEYS once, in the order the header shows them. */
  order: v.array(v.picklist(MAIN_MENU_KEYS)),
  availabilities: v.boolean(),
  dashboards: v.boolean(),
  landingPages: v.boolean(),
  remotes: v.object({
    'mf-campaigns': v.boolean(),
    'mf-creatives': v.boolean(),
    'mf-catalogue-admin': v.boolean(),
    'mf-users': v.boolean(),
  }),
});
export type MenuSettings = v.InferOutput<typeof MenuSettingsSchema>;

export const DefaultSystemUsersSchema = v.object({
  defaultTrafficker: v.nullable(NamedRefSchema),
  defaultSalesPerson: v.nullable(NamedRefSchema),
});

/**
 * Why a remote's build runs for this session: the live version, a staged one (a share of users), one
 * this session previews, or a URL the deployment configured (REMOTE_MANIFEST_URLS: dev servers).
 */
export const RELEASE_CHANNELS = ['live', 'canary', 'preview', 'configured'] as const;
export type ReleaseChannel = (typeof RELEASE_CHANNELS)[number];

export const RemoteRegistryEntrySchema = v.object({
  name: v.picklist(REMOTE_NAMES),
  /** URL of the remote's mf-manifest.json; relative URLs resolve against the portal's origin. */
  manifestUrl: v.string(),
  /** The released version (docs/releasing.md); null for a configured URL. */
  version: v.nullable(v.string()),
  channel: v.picklist(RELEASE_CHANNELS),
  /**
   * What the build needs that the asking shell does not provide (a shared library's version, a
   * shared-contracts function): the shell shows the remote's error panel with these instead of
   * running it. Empty when it fits, or when the shell's own needs are not known (a dev server).
   */
  unmet: v.array(v.string()),
});
export type RemoteRegistryEntry = v.InferOutput<typeof RemoteRegistryEntrySchema>;

export const RemoteRegistrySchema = v.object({
  remotes: v.array(RemoteRegistryEntrySchema),
  /** The shell this session is served (index.html): its version and why. */
  shell: v.object({ version: v.nullable(v.string()), channel: v.picklist(RELEASE_CHANNELS) }),
});
export type RemoteRegistry = v.InferOutput<typeof RemoteRegistrySchema>;

/** ?shell: the version of the asking shell, so the answer judges each remote against that shell. */
export const RemoteRegistryQuerySchema = v.object({
  shell: v.optional(v.pipe(v.string(), v.maxLength(80))),
});

export const SupportContactSchema = v.object({ email: v.string() });

// Public: the login page offers the languages and the shell needs the registry and the support contact
// before sign-in.
export const getAvailableUiLocalesEndpoint = endpoint({
  method: 'get',
  path: '/app-settings/available-ui-locales',
  response: AvailableUiLocalesSchema,
  access: access.public(),
});
export const getAvailableUiLocales = bindEndpoint(
  getAvailableUiLocalesEndpoint,
  ({ send }) =>
    () =>
      send(),
);

export const getRemoteRegistryEndpoint = endpoint({
  method: 'get',
  path: '/app-settings/remotes',
  query: RemoteRegistryQuerySchema,
  response: RemoteRegistrySchema,
  access: access.public(),
});
export const getRemoteRegistry = bindEndpoint(
  getRemoteRegistryEndpoint,
  ({ send }) =>
    (shellVersion?: string | null) =>
      send({ searchParams: shellVersion ? { shell: shellVersion } : {} }),
);

export const getSupportContactEndpoint = endpoint({
  method: 'get',
  path: '/app-settings/support-contact',
  response: SupportContactSchema,
  access: access.public(),
});
export const getSupportContact = bindEndpoint(
  getSupportContactEndpoint,
  ({ send }) =>
    () =>
      send(),
);

export const getCreativesSettingsEndpoint = endpoint({
  method: 'get',
  path: '/app-settings/creatives',
  response: CreativesSettingsSchema,
  access: access.shared(),
});
export const getCreativesSettings = bindEndpoint(
  getCreativesSettingsEndpoint,
  ({ send }) =>
    () =>
      send(),
);

export const getCampaignItemsTargetUrlSettingsEndpoint = endpoint({
  method: 'get',
  path: '/app-settings/campaign-items-target-url',
  response: CampaignItemsTargetUrlSettingsSchema,
  access: access.shared(),
});
export const getCampaignItemsTargetUrlSettings = bindEndpoint(
  getCampaignItemsTargetUrlSettingsEndpoint,
  ({ send }) =>
    () =>
      send(),
);

export const getPerformanceMetricsDisplayEndpoint = endpoint({
  method: 'get',
  path: '/app-settings/display-of-performance-metrics',
  response: PerformanceMetricsDisplaySchema,
  access: access.shared(),
});
export const getPerformanceMetricsDisplay = bindEndpoint(
  getPerformanceMetricsDisplayEndpoint,
  ({ send }) =>
    () =>
      send(),
);

export const getDynamicLandingPagesSettingsEndpoint = endpoint({
  method: 'get',
  path: '/app-settings/dynamic-landing-pages',
  response: DynamicLandingPagesSettingsSchema,
  access: access.shared(),
});
export const getDynamicLandingPagesSettings = bindEndpoint(
  getDynamicLandingPagesSettingsEndpoint,
  ({ send }) =>
    () =>
      send(),
);

export const getMenuSettingsEndpoint = endpoint({
  method: 'get',
  path: '/app-settings/menu',
  response: MenuSettingsSchema,
  access: access.shared(),
});
export const getMenuSettings = bindEndpoint(
  getMenuSettingsEndpoint,
  ({ send }) =>
    () =>
      send(),
);

export const getDefaultSystemUsersEndpoint = endpoint({
  method: 'get',
  path: '/app-settings/default-system-users-name',
  response: DefaultSystemUsersSchema,
  access: access.shared(),
});
export const getDefaultSystemUsers = bindEndpoint(
  getDefaultSystemUsersEndpoint,
  ({ send }) =>
    () =>
      send(),
);
