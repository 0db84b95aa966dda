import type { Target } from '@portal/shared-contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { naturalOrder } from '../../db/collation';
import { targets } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { AppContext } from '../context';

const targetColumns = { id: targets.id, name: targets.name, domainUrl: targets.domainUrl };

/** GET /targeting/target: the active shops, by name. */
export async function listTargets(ctx: AppContext): Promise<Target[]> {
  return ctx.db
    .select(targetColumns)
    .from(targets)
    .where(eq(targets.active, true))
    .orderBy(naturalOrder(targets.name), asc(targets.id));
}

/** GET /targeting/target/search?name: active shops whose name or address contains the text. */
export async function searchTargets(ctx: AppContext, name: string): Promise<Target[]> {
  return ctx.db
    .select(targetColumns)
    .from(targets)
    .where(
      and(
        eq(targets.active, true),
        name
          ? sql`(strpos(lower(${targets.name}), lower(${name})) > 0 or strpos(lower(${targets.domainUrl}), lower(${name})) > 0)`
          : undefined,
      ),
    )
    .orderBy(naturalOrder(targets.name), asc(targets.id));
}

/** An active shop, or 404: every targeting call names one. */
export async function activeTarget(db: Executor, targetId: number): Promise<Target> {
  const [target] = await db
    .select(targetColumns)
    .from(targets)
    .where(and(eq(targets.id, targetId), eq(targets.active, true)));
  if (!target) throw new NotFoundError('target_not_found');
  return target;
}
