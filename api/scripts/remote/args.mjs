// The command line of `pnpm remote`: which command, for which target, with what.
import { parseArgs } from 'node:util';
import { UsageError } from './errors.mjs';

/** What can be released (RELEASE_TARGETS of @portal/shared-contracts). */
export const TARGETS = ['shell', 'mf-campaigns', 'mf-creatives', 'mf-catalogue-admin', 'mf-users'];
/** A version's name: package version and 8 hex digits of the content hash (RELEASE_VERSION_PATTERN). */
const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?-[0-9a-f]{8}$/;
/** A staged release's share of users (STAGE_PERCENT_MIN … STAGE_PERCENT_MAX). */
const PERCENT_MIN = 1;
const PERCENT_MAX = 99;

export const USAGE = `Usage: pnpm remote <command> <target> [arguments]

Commands:
  release <target> [--promote] [--dir <build dir>] [--no-build]
      Build the target (pnpm --filter @portal/<target> build), zip its dist folder and upload it
      as a version; --promote makes it live. --dir uploads that folder instead (no build);
      --no-build uploads <target>/dist as it is.
  list <target>                         What is live, previous and staged; the versions; the history.
  promote <target> <version>            Make a version live.
  rollback <target>                     Make the previous version live again.
  stage <target> <version> <percent>    Serve a version to ${PERCENT_MIN}-${PERCENT_MAX} % of users, the live one to the rest.
  stage <target> --end                  End the staged release: everyone on the live version.

Targets: ${TARGETS.join(', ')}

Environment:
  PORTAL_URL    the portal (default http://localhost:8080)
  DEPLOY_TOKEN  the target's deploy token (default: the local portal's token file,
                api/.data/deploy-tokens/<target>, or under DATA_DIR when set)`;

const OPTIONS = {
  promote: { type: 'boolean' },
  dir: { type: 'string' },
  'no-build': { type: 'boolean' },
  end: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
};

/** Each command: its positional arguments after the target, and the options it takes. */
const COMMANDS = {
  release: { positionals: [], options: ['promote', 'dir', 'no-build'] },
  list: { positionals: [], options: [] },
  promote: { positionals: ['version'], options: [] },
  rollback: { positionals: [], options: [] },
  stage: { positionals: ['version', 'percent'], options: ['end'] },
};

function parseVersion(text) {
  if (!VERSION_PATTERN.test(text))
    throw new UsageError(
      `"${text}" is not a version name (like 1.4.0-3f9c2a1b; pnpm remote list shows them).`,
    );
  return text;
}

function parsePercent(text) {
  const percent = Number(text);
  if (!/^\d+$/.test(text) || percent < PERCENT_MIN || percent > PERCENT_MAX)
    throw new UsageError(
      `The share must be a whole percent from ${PERCENT_MIN} to ${PERCENT_MAX}, not "${text}".`,
    );
  return percent;
}

/**
 * The command asked for: `{ help: true }`, or `{ command, target, … }` with the arguments it takes.
 * Anything else is a UsageError.
 */
export function parseCommandLine(argv) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    const option = /'(-[^' ]+)/.exec(error.message)?.[1];
    throw new UsageError(
      error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option ? `Unknown option ${option}.` : error.message,
    );
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  const [command, target, ...rest] = positionals;
  if (!command) throw new UsageError('Which command?');
  const spec = COMMANDS[command];
  if (!spec) throw new UsageError(`Unknown command "${command}".`);
  if (!target) throw new UsageError(`Which target should ${command} act on? One of ${TARGETS.join(', ')}.`);
  if (!TARGETS.includes(target))
    throw new UsageError(`Unknown target "${target}"; the targets are ${TARGETS.join(', ')}.`);
  for (const name of Object.keys(values))
    if (!spec.options.includes(name)) throw new UsageError(`${command} does not take --${name}.`);

  if (command === 'release') {
    if (rest.length)
      throw new UsageError(`release takes no arguments after the target (got "${rest.join(' ')}").`);
    if (values.dir !== undefined && !values.dir) throw new UsageError('--dir needs a folder.');
    return {
      command,
      target,
      promote: Boolean(values.promote),
      dir: values.dir ?? null,
      build: values.dir === undefined && !values['no-build'],
    };
  }
  if (command === 'stage' && values.end) {
    if (rest.length) throw new UsageError('stage --end takes no version or percent.');
    return { command, target, end: true };
  }
  if (rest.length !== spec.positionals.length)
    throw new UsageError(
      `${command} takes ${['target', ...spec.positionals].map((name) => `<${name}>`).join(' ')}${command === 'stage' ? ', or <target> --end' : ''}.`,
    );
  const args = { command, target };
  if (spec.positionals.includes('version')) args.version = parseVersion(rest[0]);
  if (spec.positionals.includes('percent')) args.percent = parsePercent(rest[1]);
  return args;
}
