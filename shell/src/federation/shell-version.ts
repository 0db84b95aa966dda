// Webpack puts the public path of the running build here: the production shell derives it from the
// URL of its main.js (output.publicPath 'auto'), e.g. https://portal.example/shell/0.2.0-ab12cd34/.
declare const __webpack_public_path__: string | undefined;

/** What the production index.html has in place of the version until the API serves it (create-config.cjs). */
export const SHELL_VERSION_PLACEHOLDER = '__PORTAL_SHELL_VERSION__';

/** The longest version the registry takes (?shell=…). */
const VERSION_MAX_LENGTH = 80;

/** The shell's version in a public path (…/shell/<version>/), or null: the dev server serves it at '/'. */
export function shellVersionOf(publicPath: string | undefined): string | null {
  const match = publicPath ? /\/shell\/([^/?#]+)\/$/.exec(publicPath) : null;
  if (!match) return null;
  let version: string;
  try {
    version = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  return version !== SHELL_VERSION_PLACEHOLDER && version.length <= VERSION_MAX_LENGTH ? version : null;
}

/** The version of the shell running in this page (docs/releasing.md), or null on the dev server. */
export function ownShellVersion(): string | null {
  return shellVersionOf(typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : undefined);
}
