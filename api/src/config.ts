import os from 'node:os';
import path from 'node:path';
import { RELEASE_TARGETS } from '@portal/shared-contracts';
import * as v from 'valibot';

const integer = (name: string, fallback: number, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d+$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

const url = (name: string, protocols: readonly string[]) =>
  v.pipe(
    v.string(),
    v.url(`${name} must be a URL`),
    v.check(
      (value) => protocols.some((protocol) => value.startsWith(`${protocol}://`)),
      `${name} must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    ),
  );

const flag = (name: string, fallback: boolean) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.picklist(['true', 'false', '1', '0'], `${name} must be true or false`),
    v.transform((value) => value === 'true' || value === '1'),
  );

/**
 * Connections to PostgreSQL: twice the cores, the usual sizing for a server whose data is cached
 * (each core busy while another connection waits on I/O or the network). More connections than the
 * database can run at once only share its cores: every request then takes longer, while a request
 * waiting for a free connection does not slow the others (bench:campaigns on 2 cores: 4 connections
 * gave the throughput of 10 with shorter tails, docs/performance.md).
 * The default assumes the database has as many cores as this machine (one host, or alike hosts); set
 * DATABASE_POOL_SIZE otherwise.
 */
const DEFAULT_POOL_SIZE = Math.max(2, 2 * os.availableParallelism());

const EnvSchema = v.object({
  NODE_ENV: v.optional(
    v.picklist(['production', 'development', 'test'], 'NODE_ENV must be production, development or test'),
    'development',
  ),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('HOST must not be empty')), '0.0.0.0'),
  PORT: integer('PORT', 8080, 1, 65535),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('DATA_DIR must not be empty')), './.data'),
  DATABASE_URL: v.optional(url('DATABASE_URL', ['postgres', 'postgresql'])),
  DATABASE_POOL_SIZE: integer('DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE, 1, 200),
  /**
   * On SIGTERM: seconds the instance stays up answering not-ready (so a gateway's health check stops
   * sending to it) before it closes, and the most seconds it then waits for requests in flight.
   */
  SHUTDOWN_DRAIN_SECONDS: integer('SHUTDOWN_DRAIN_SECONDS', 0, 0, 300),
  SHUTDOWN_TIMEOUT_SECONDS: integer('SHUTDOWN_TIMEOUT_SECONDS', 10, 1, 600),
  CLOCK_INTERVAL_SECONDS: integer('CLOCK_INTERVAL_SECONDS', 60, 1, 24 * 60 * 60),
  /** Where uploaded files live: directory (DATA_DIR/files) or database; default database with DATABASE_URL. */
  FILE_STORAGE: v.optional(
    v.picklist(['directory', 'database'], 'FILE_STORAGE must be directory or database'),
  ),
  SMTP_URL: v.optional(url('SMTP_URL', ['smtp', 'smtps'])),
  MAIL_FROM: v.optional(
    v.pipe(v.string(), v.nonEmpty('MAIL_FROM must not be empty')),
    'Retail Media Portal <no-reply@portal.local>',
  ),
  PUBLIC_URL: v.optional(url('PUBLIC_URL', ['http', 'https'])),
  SESSION_IDLE_MINUTES: integer('SESSION_IDLE_MINUTES', 480, 5, 60 * 24 * 30),
  SESSION_MAX_HOURS: integer('SESSION_MAX_HOURS', 24, 1, 24 * 90),
  PASSWORD_RESET_VALIDITY_MINUTES: integer('PASSWORD_RESET_VALIDITY_MINUTES', 120, 5, 60 * 24 * 7),
  LOGIN_RATE_LIMIT_MAX: integer('LOGIN_RATE_LIMIT_MAX', 10, 1, 100_000),
  LOGIN_RATE_LIMIT_WINDOW_MINUTES: integer('LOGIN_RATE_LIMIT_WINDOW_MINUTES', 15, 1, 24 * 60),
  LOGIN_ADDRESS_LIMIT_MAX: integer('LOGIN_ADDRESS_LIMIT_MAX', 50, 1, 1_000_000),
  LOGIN_ACCOUNT_LIMIT_MAX: integer('LOGIN_ACCOUNT_LIMIT_MAX', 20, 1, 1_000_000),
  PASSWORD_RECOVERY_ADDRESS_LIMIT_MAX: integer('PASSWORD_RECOVERY_ADDRESS_LIMIT_MAX', 20, 1, 1_000_000),
  BODY_LIMIT_BYTES: integer('BODY_LIMIT_BYTES', 1024 * 1024, 1024, 100 * 1024 * 1024),
  CREATIVE_ZIP_MAX_BYTES: integer('CREATIVE_ZIP_MAX_BYTES', 50 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
  CREATIVE_FILE_MAX_BYTES: integer('CREATIVE_FILE_MAX_BYTES', 10 * 1024 * 1024, 1024, 100 * 1024 * 1024),
  LOG_LEVEL: v.optional(
    v.picklist(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ),
    'info',
  ),
  TRUST_PROXY: flag('TRUST_PROXY', false),
  SEED_DEMO_DATA: v.optional(
    v.picklist(['auto', 'always', 'never'], 'SEED_DEMO_DATA must be auto, always or never'),
    'auto',
  ),
  /** name=url pairs, comma separated: where the shell finds remotes that this process does not serve. */
  REMOTE_MANIFEST_URLS: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^(mf-[a-z-]+=\S+)(,mf-[a-z-]+=\S+)*$/,
        'REMOTE_MANIFEST_URLS must be name=url pairs separated by commas, e.g. mf-users=https://cdn.example.com/mf-users/1.2.0/mf-manifest.json',
      ),
    ),
  ),
  SUPPORT_EMAIL: v.optional(
    v.pipe(v.string(), v.email('SUPPORT_EMAIL must be an e-mail address')),
    'podpora@portal.test',
  ),
  /**
   * The external analytics embedded in the dashboards page (docs/dashboards.md): its host name, the
   * workspace and dashboard to show, and the key its tokens are signed with. All four or none.
   */
  DASHBOARDS_HOST: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/,
        'DASHBOARDS_HOST must be a host name (and port), without https:// or a path',
      ),
    ),
  ),
  DASHBOARDS_WORKSPACE_ID: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[\w.-]{1,200}$/, 'DASHBOARDS_WORKSPACE_ID must be letters, digits, ".", "-" or "_"'),
    ),
  ),
  DASHBOARDS_DASHBOARD_ID: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[\w.-]{1,200}$/, 'DASHBOARDS_DASHBOARD_ID must be letters, digits, ".", "-" or "_"'),
    ),
  ),
  DASHBOARDS_TOKEN_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(32, 'DASHBOARDS_TOKEN_SECRET must be at least 32 characters')),
  ),
  /** Which ad server the portal books in (services/ad-server): only the built-in local one so far. */
  AD_SERVER: v.optional(v.picklist(['local'], 'AD_SERVER must be local'), 'local'),
  /**
   * The deploy tokens of the release API (docs/releasing.md): target=token pairs, comma separated; a
   * target may have several tokens separated by spaces (an old and a new one while rotating). Unset:
   * one token per target in DATA_DIR/deploy-tokens/<target>, made on first start.
   */
  DEPLOY_TOKENS: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^(shell|mf-[a-z-]+)=[A-Za-z0-9._~-]{24,200}( [A-Za-z0-9._~-]{24,200})*(,(shell|mf-[a-z-]+)=[A-Za-z0-9._~-]{24,200}( [A-Za-z0-9._~-]{24,200})*)*$/,
        'DEPLOY_TOKENS must be target=token pairs separated by commas (e.g. mf-users=<token>,shell=<token>), each token 24–200 letters, digits or . _ ~ -',
      ),
    ),
  ),
  /** Origins (scheme://host[:port]) a released version may be hosted on besides the portal (a CDN). */
  REMOTE_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?(,https?:\/\/[a-z0-9.-]+(:\d{1,5})?)*$/,
        'REMOTE_ORIGINS must be origins (https://host[:port]) separated by commas, without a path',
      ),
    ),
  ),
  /** How many versions of each release target are kept besides the live, previous, staged and previewed ones. */
  RELEASES_KEPT: integer('RELEASES_KEPT', 10, 1, 1000),
  /**
   * The first administrator of a database without users (production runs without demo data): made on
   * start, both or neither.
   */
  INITIAL_ADMIN_EMAIL: v.optional(
    v.pipe(v.string(), v.email('INITIAL_ADMIN_EMAIL must be an e-mail address')),
  ),
  INITIAL_ADMIN_PASSWORD: v.optional(
    v.pipe(v.string(), v.minLength(12, 'INITIAL_ADMIN_PASSWORD must be at least 12 characters')),
  ),
});

export interface Config {
  env: 'production' | 'development' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /**
   * directory: DATA_DIR/files, one instance's disk (the embedded default); database: stored_files in
   * PostgreSQL, seen by every instance (the default with DATABASE_URL).
   */
  fileStorage: 'directory' | 'database';
  /** On SIGTERM: not-ready for `drainSeconds`, then close, waiting up to `timeoutSeconds` for requests in flight. */
  shutdown: { drainSeconds: number; timeoutSeconds: number };
  /** How often each instance's timer runs the clock job; together the instances run it once per interval. */
  clockIntervalSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  passwordResetValidityMinutes: number;
  /**
   * Failed sign-ins allowed in the window: `max` per address and login; `addressMax` per address
   * across logins (password spraying) and `accountMax` per login across addresses, neither of which
   * refuses a user at an address they have signed in from before (services/auth/login-limits.ts).
   */
  loginRateLimit: { max: number; windowMinutes: number; addressMax: number; accountMax: number };
  /** Password-recovery requests one address may make in an hour, whatever the e-mail. */
  passwordRecoveryAddressMax: number;
  bodyLimitBytes: number;
  /** The largest creative zip an item takes (multipart upload). */
  creativeZipMaxBytes: number;
  /** The largest file a creative field's upload takes, whatever the field allows (images are read into memory). */
  creativeFileMaxBytes: number;
  logLevel: string;
  trustProxy: boolean;
  /** auto: seed an empty embedded database on first start; always: seed any empty database; never. */
  seedDemoData: 'auto' | 'always' | 'never';
  supportEmail: string;
  secureCookies: boolean;
  remoteManifestUrls: Record<string, string>;
  /** The ad server adapter (AD_SERVER, default the built-in local ad server). */
  adServer: 'local';
  /** The embedded external analytics of the dashboards page; null: the built-in charts only. */
  dashboards: DashboardsConfig | null;
  /** Deploy tokens by release target (DEPLOY_TOKENS); null: the token files under DATA_DIR. */
  deployTokens: Record<string, string[]> | null;
  /** Origins a released version may be hosted on besides the portal's own (REMOTE_ORIGINS). */
  remoteOrigins: string[];
  /** Versions kept per release target besides those in use (RELEASES_KEPT). */
  releasesKept: number;
  /** The administrator made on a start with no users (INITIAL_ADMIN_EMAIL, INITIAL_ADMIN_PASSWORD). */
  initialAdmin: { email: string; password: string } | null;
}

export interface DashboardsConfig {
  host: string;
  workspaceId: string;
  dashboardId: string;
  tokenSecret: string;
}

const DASHBOARDS_KEYS = [
  'DASHBOARDS_HOST',
  'DASHBOARDS_WORKSPACE_ID',
  'DASHBOARDS_DASHBOARD_ID',
  'DASHBOARDS_TOKEN_SECRET',
] as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment once at start; every bad value is reported, not just the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(EnvSchema, present, { abortPipeEarly: true });
  if (!result.success) {
    throw new ConfigError(
      result.issues.map((issue) => {
        const key = issue.path?.map((item) => String(item.key)).join('.') ?? '?';
        return `${key}=${JSON.stringify(issue.input)}: ${issue.message}`;
      }),
    );
  }
  const e = result.output;
  const dashboardsSet = DASHBOARDS_KEYS.filter((key) => e[key] !== undefined);
  if (dashboardsSet.length > 0 && dashboardsSet.length < DASHBOARDS_KEYS.length)
    throw new ConfigError([
      `${DASHBOARDS_KEYS.filter((key) => e[key] === undefined).join(', ')} missing: the embedded dashboard needs all of ${DASHBOARDS_KEYS.join(', ')}, or none`,
    ]);
  const unknownTargets = (e.DEPLOY_TOKENS ?? '')
    .split(',')
    .map((pair) => pair.split('=', 1)[0]!)
    .filter((target) => target && !(RELEASE_TARGETS as readonly string[]).includes(target));
  if (unknownTargets.length > 0)
    throw new ConfigError([
      `DEPLOY_TOKENS names ${unknownTargets.join(', ')}: the targets are ${RELEASE_TARGETS.join(', ')}`,
    ]);
  if ((e.INITIAL_ADMIN_EMAIL === undefined) !== (e.INITIAL_ADMIN_PASSWORD === undefined))
    throw new ConfigError([
      'INITIAL_ADMIN_EMAIL and INITIAL_ADMIN_PASSWORD go together: set both, or neither',
    ]);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    fileStorage: e.FILE_STORAGE ?? (e.DATABASE_URL ? 'database' : 'directory'),
    shutdown: { drainSeconds: e.SHUTDOWN_DRAIN_SECONDS, timeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS },
    clockIntervalSeconds: e.CLOCK_INTERVAL_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    passwordResetValidityMinutes: e.PASSWORD_RESET_VALIDITY_MINUTES,
    loginRateLimit: {
      max: e.LOGIN_RATE_LIMIT_MAX,
      windowMinutes: e.LOGIN_RATE_LIMIT_WINDOW_MINUTES,
      addressMax: e.LOGIN_ADDRESS_LIMIT_MAX,
      accountMax: e.LOGIN_ACCOUNT_LIMIT_MAX,
    },
    passwordRecoveryAddressMax: e.PASSWORD_RECOVERY_ADDRESS_LIMIT_MAX,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    creativeZipMaxBytes: e.CREATIVE_ZIP_MAX_BYTES,
    creativeFileMaxBytes: e.CREATIVE_FILE_MAX_BYTES,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    seedDemoData: e.SEED_DEMO_DATA,
    supportEmail: e.SUPPORT_EMAIL,
    secureCookies: publicUrl.startsWith('https://'),
    remoteManifestUrls: Object.fromEntries(
      (e.REMOTE_MANIFEST_URLS ?? '')
        .split(',')
        .filter(Boolean)
        .map((pair) => pair.split('=', 2) as [string, string]),
    ),
    adServer: e.AD_SERVER,
    dashboards:
      e.DASHBOARDS_HOST && e.DASHBOARDS_WORKSPACE_ID && e.DASHBOARDS_DASHBOARD_ID && e.DASHBOARDS_TOKEN_SECRET
        ? {
            host: e.DASHBOARDS_HOST,
            workspaceId: e.DASHBOARDS_WORKSPACE_ID,
            dashboardId: e.DASHBOARDS_DASHBOARD_ID,
            tokenSecret: e.DASHBOARDS_TOKEN_SECRET,
          }
        : null,
    deployTokens: e.DEPLOY_TOKENS
      ? Object.fromEntries(
          e.DEPLOY_TOKENS.split(',').map((pair) => {
            const [target, tokens] = pair.split('=', 2) as [string, string];
            return [target, tokens.split(' ')];
          }),
        )
      : null,
    remoteOrigins: (e.REMOTE_ORIGINS ?? '').split(',').filter(Boolean),
    releasesKept: e.RELEASES_KEPT,
    initialAdmin:
      e.INITIAL_ADMIN_EMAIL && e.INITIAL_ADMIN_PASSWORD
        ? { email: e.INITIAL_ADMIN_EMAIL, password: e.INITIAL_ADMIN_PASSWORD }
        : null,
  };
}
