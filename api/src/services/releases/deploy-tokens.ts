import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { RELEASE_TARGETS, type ReleaseTarget } from '@portal/shared-contracts';
import type { Config } from '../../config';

/** Deploy tokens by release target, compared as SHA-256 digests (so in constant time and length). */
export interface DeployTokens {
  /** Which target a token releases, or null for no target's token. */
  targetOf(token: string): ReleaseTarget | null;
}

const digest = (token: string) => crypto.createHash('sha256').update(token).digest();

export function deployTokens(byTarget: Partial<Record<ReleaseTarget, readonly string[]>>): DeployTokens {
  const entries = Object.entries(byTarget).flatMap(([target, tokens]) =>
    (tokens ?? []).map((token) => ({ target: target as ReleaseTarget, digest: digest(token) })),
  );
  return {
    targetOf(token) {
      const wanted = digest(token);
      // Every entry is compared, so the time taken says nothing about which one matched.
      let found: ReleaseTarget | null = null;
      for (const entry of entries) if (crypto.timingSafeEqual(entry.digest, wanted)) found = entry.target;
      return found;
    },
  };
}

/** Where the embedded default keeps each target's token: DATA_DIR/deploy-tokens/<target>. */
export const deployTokenFile = (dataDir: string, target: ReleaseTarget) =>
  path.join(dataDir, 'deploy-tokens', target);

/**
 * The tokens of the configuration (DEPLOY_TOKENS), or else one per target from DATA_DIR/deploy-tokens,
 * made on first start (256 random bits, readable by the owner only): `pnpm remote` finds them there.
 */
export async function loadDeployTokens(
  config: Pick<Config, 'deployTokens' | 'dataDir'>,
): Promise<DeployTokens> {
  if (config.deployTokens) return deployTokens(config.deployTokens);
  await fs.mkdir(path.join(config.dataDir, 'deploy-tokens'), { recursive: true, mode: 0o700 });
  const byTarget: Partial<Record<ReleaseTarget, string[]>> = {};
  for (const target of RELEASE_TARGETS) {
    const file = deployTokenFile(config.dataDir, target);
    let token = await fs.readFile(file, 'utf8').then(
      (text) => text.trim(),
      () => '',
    );
    if (!token) {
      token = crypto.randomBytes(32).toString('base64url');
      // 'wx': a token another instance wrote meanwhile wins; it is read back below.
      await fs.writeFile(file, `${token}\n`, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
      token = (await fs.readFile(file, 'utf8')).trim();
    }
    byTarget[target] = [token];
  }
  return deployTokens(byTarget);
}
