import type { AdServerKind } from '../../db/schema';
import type { AdServer } from './ad-server';
import { localAdServer } from '../../demo/ad-server/local-ad-server';

// The one import of services from demo/: the built-in ad server (simulated delivery, its own pages)
// is the default adapter, so the selection has to name it, as db/client.ts names the embedded PGlite.
const ADAPTERS: Record<AdServerKind, AdServer> = { local: localAdServer };

/** The adapter of a configured kind (AD_SERVER) or of a stored booking's `ad_server` column. */
export function adServerOf(kind: AdServerKind): AdServer {
  return ADAPTERS[kind];
}
