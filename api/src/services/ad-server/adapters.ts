import type { AdServerKind } from '../../db/schema';
import type { AdServer } from './ad-server';
import { localAdServer } from './local-ad-server';

const ADAPTERS: Record<AdServerKind, AdServer> = { local: localAdServer };

/** The adapter of a configured kind (AD_SERVER) or of a stored booking's `ad_server` column. */
export function adServerOf(kind: AdServerKind): AdServer {
  return ADAPTERS[kind];
}
