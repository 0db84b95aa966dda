import { createHash } from 'node:crypto';
import { RELEASE_MANIFEST_FILE, type ReleaseTarget } from '@portal/shared-contracts';

/** A file of a build as the portal keeps it. */
export interface BuildFile {
  /** Its path in the build ('remoteEntry.js', '140.80cf22d6f5.js.br'). */
  path: string;
  storageKey: string;
  byteSize: number;
  sha256: string;
}

/**
 * The content hash of a build: SHA-256 over each file's path and SHA-256, in path order. The
 * manifest is left out: it says when and from which commit the build was made, so two builds of the
 * same code are one version.
 */
export function contentHashOf(files: readonly Pick<BuildFile, 'path' | 'sha256'>[]): string {
  const hash = createHash('sha256');
  for (const file of [...files]
    .filter((item) => item.path !== RELEASE_MANIFEST_FILE)
    .sort((a, b) => (a.path < b.path ? -1 : 1)))
    hash.update(`${file.path}\u0000${file.sha256}\n`);
  return hash.digest('hex');
}

/** A version's name: `1.4.0-3f9c2a1b`. */
export const versionName = (packageVersion: string, contentHash: string) =>
  `${packageVersion}-${contentHash.slice(0, 8)}`;

/** The files without which a build cannot run: the shell's page and entry, a remote's manifest and container. */
export const REQUIRED_FILES: Record<'shell' | 'remote', readonly string[]> = {
  shell: ['index.html', 'main.js'],
  remote: ['mf-manifest.json', 'remoteEntry.js', 'portal-routes.json'],
};

export const requiredFilesOf = (target: ReleaseTarget) =>
  REQUIRED_FILES[target === 'shell' ? 'shell' : 'remote'];

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The type a build's file is served as, by its name; anything else is plain bytes. */
export function contentTypeOf(filePath: string): string {
  const extension = /\.[a-z0-9]+$/i.exec(filePath)?.[0]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
