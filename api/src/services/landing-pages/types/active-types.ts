import type { ActiveLandingPageType } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import { landingPageTypes } from '../../../db/schema';
import type { AppContext } from '../../context';
import { listTargets } from '../../targeting';
import { loadLandingPageTypes } from './load-types';

/**
 * GET /landing-pages/active-types: the types the create dialog offers, each with the shops a page of
 * it may be made for — the allowed ones that are active, or every active shop when it allows all.
 */
export async function activeLandingPageTypes(ctx: AppContext): Promise<ActiveLandingPageType[]> {
  const [types, activeTargets] = await Promise.all([
    loadLandingPageTypes(ctx.db, eq(landingPageTypes.active, true)),
    listTargets(ctx),
  ]);
  const active = new Set(activeTargets.map((target) => target.id));
  return types.map((type) => ({
    id: type.id,
    name: type.name,
    creativeFormat: type.creativeFormat,
    allTargets: type.allowedTargets.length === 0,
    targets:
      type.allowedTargets.length === 0
        ? activeTargets
        : type.allowedTargets.filter((target) => active.has(target.id)),
  }));
}
