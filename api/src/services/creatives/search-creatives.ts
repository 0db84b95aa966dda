import type { CreativeSummary, SearchCreativesRequest } from '@portal/shared-contracts';
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import {
  creativeFieldValues,
  creativeFiles,
  creativeFormatFields,
  creatives,
  products,
} from '../../db/schema';
import { likeLiteral } from '../../db/like';
import { ValidationError } from '../../errors';
import { companyTenancy } from '../campaign-access';
import type { AppContext } from '../context';
import { hasRole, type AuthContext } from '../sessions';
import { creativeFileUrl } from './creative-file-url';
import { creativeFilledSql } from '../campaign-items';

const SEARCH_LIMIT = 50;

type SearchInput = Omit<SearchCreativesRequest, 'search'> & { search: string };

/**
 * POST /creatives/search {search, productId, companyId}: the company's creatives of the product's
 * format whose name contains the text, newest first (the creative selection dialog and the creative
 * page's search view). A vendor searches its own company; others name one in their tenancy (the route
 * checks it).
 */
export async function searchCreatives(
  ctx: AppContext,
  auth: AuthContext,
  body: SearchInput,
): Promise<CreativeSummary[]> {
  let companyId = body.companyId ?? null;
  if (companyId === null && hasRole(auth.user, 'vendor')) companyId = auth.user.companyId;
  if (companyId === null)
    throw new ValidationError([{ field: 'companyId', code: 'creative_company_required' }]);
  const [product] = await ctx.db
    .select({ formatId: products.creativeFormatId })
    .from(products)
    .where(eq(products.id, body.productId));
  if (!product?.formatId) return [];
  const firstImage = ctx.db
    .select({ fileId: creativeFieldValues.fileId })
    .from(creativeFieldValues)
    .innerJoin(creativeFormatFields, eq(creativeFormatFields.id, creativeFieldValues.fieldId))
    .where(and(eq(creativeFieldValues.creativeId, creatives.id), eq(creativeFormatFields.mediaType, 'file')))
    .orderBy(asc(creativeFormatFields.position))
    .limit(1);
  const rows = await ctx.db
    .select({
      id: creatives.id,
      name: creatives.name,
      state: creatives.state,
      updatedAt: creatives.updatedAt,
      filled: creativeFilledSql(creatives.id),
      previewFileId: creativeFiles.id,
      previewTmp: creativeFiles.tmp,
    })
    .from(creatives)
    .leftJoin(creativeFiles, sql`${creativeFiles.id} = (${firstImage})`)
    .where(
      and(
        eq(creatives.companyId, companyId),
        eq(creatives.formatId, product.formatId),
        companyTenancy(auth, creatives.companyId),
        body.search ? ilike(creatives.name, `%${likeLiteral(body.search)}%`) : undefined,
      ),
    )
    .orderBy(desc(creatives.updatedAt), desc(creatives.id))
    .limit(SEARCH_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    creativeState: row.state,
    filled: row.filled,
    updatedAt: row.updatedAt.toISOString(),
    previewUrl:
      row.previewFileId === null ? null : creativeFileUrl({ id: row.previewFileId, tmp: row.previewTmp! }),
  }));
}
