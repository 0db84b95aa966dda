import type { LandingPageType, Target } from '@portal/shared-contracts';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { naturalOrder } from '../../../db/collation';
import {
  creativeFormats,
  landingPages,
  landingPageTypes,
  landingPageTypeTargets,
  targets,
} from '../../../db/schema';
import { NotFoundError } from '../../../errors';

/** The types matching `where` by name, each with its format, allowed shops and page count, in three queries. */
export async function loadLandingPageTypes(db: Executor, where?: SQL): Promise<LandingPageType[]> {
  const rows = await db
    .select({
      id: landingPageTypes.id,
      name: landingPageTypes.name,
      active: landingPageTypes.active,
      sizeExternalId: landingPageTypes.sizeExternalId,
      creativeFormatId: landingPageTypes.creativeFormatId,
      creativeFormat: { id: creativeFormats.id, name: creativeFormats.name },
      version: landingPageTypes.version,
    })
    .from(landingPageTypes)
    .innerJoin(creativeFormats, eq(creativeFormats.id, landingPageTypes.creativeFormatId))
    .where(where)
    .orderBy(naturalOrder(landingPageTypes.name), asc(landingPageTypes.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [allowed, counts] = await Promise.all([
    db
      .select({
        typeId: landingPageTypeTargets.typeId,
        id: targets.id,
        name: targets.name,
        domainUrl: targets.domainUrl,
      })
      .from(landingPageTypeTargets)
      .innerJoin(targets, eq(targets.id, landingPageTypeTargets.targetId))
      .where(inArray(landingPageTypeTargets.typeId, ids))
      .orderBy(naturalOrder(targets.name), asc(targets.id)),
    db
      .select({ typeId: landingPages.typeId, count: sql<number>`count(*)::int` })
      .from(landingPages)
      .where(inArray(landingPages.typeId, ids))
      .groupBy(landingPages.typeId),
  ]);
  const targetsOf = new Map<number, Target[]>();
  for (const { typeId, ...target } of allowed)
    (targetsOf.get(typeId) ?? targetsOf.set(typeId, []).get(typeId)!).push(target);
  const countOf = new Map(counts.map((row) => [row.typeId, Number(row.count)]));
  return rows.map((row) => ({
    ...row,
    allowedTargetIds: (targetsOf.get(row.id) ?? []).map((target) => target.id),
    allowedTargets: targetsOf.get(row.id) ?? [],
    landingPagesCount: countOf.get(row.id) ?? 0,
  }));
}

/** One type, or 404. */
export async function loadLandingPageType(db: Executor, typeId: number): Promise<LandingPageType> {
  const [type] = await loadLandingPageTypes(db, eq(landingPageTypes.id, typeId));
  if (!type) throw new NotFoundError('landing_page_type_not_found');
  return type;
}
