// `pnpm remote …`: a team's release tool for the shell and the remotes (issue 30). Builds and uploads
// a version, promotes, rolls back, stages, and lists what the portal has, through the release API
// with the target's deploy token. Exit 0: done; 1: refused or failed; 2: a wrong command line.
import { parseCommandLine, USAGE } from './args.mjs';
import * as commands from './commands.mjs';
import { CliError, RefusedError, UsageError } from './errors.mjs';
import { deployToken, portalUrl, releaseApi } from './portal.mjs';

// Output piped into `head` that stopped reading: nothing more to say.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

async function main(argv) {
  const args = parseCommandLine(argv);
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  // The portal and the token first: a missing token is told before a build, not after it.
  const portal = portalUrl();
  const api = releaseApi({ baseUrl: portal, token: deployToken(args.target), target: args.target });
  await commands[args.command](args, { api, portal });
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) process.stderr.write(`${error.message}\n\n${USAGE}\n`);
  else if (error instanceof RefusedError) process.stderr.write(`The portal refused: ${error.message}\n`);
  else if (error instanceof CliError) process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`Unexpected failure: ${error?.stack ?? error}\n`);
  process.exitCode = error instanceof CliError ? error.exitCode : 1;
}
