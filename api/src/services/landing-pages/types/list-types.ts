import type { LandingPageType } from '@portal/shared-contracts';
import type { AppContext } from '../../context';
import { loadLandingPageTypes } from './load-types';

/** GET /landing-page-types: every type by name, with its format, shops and how many pages use it. */
export function listLandingPageTypes(ctx: AppContext): Promise<LandingPageType[]> {
  return loadLandingPageTypes(ctx.db);
}
