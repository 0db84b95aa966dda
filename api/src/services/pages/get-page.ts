import type { ContentPage } from '@portal/shared-contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contentPages } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { MessageLanguage } from '../../i18n/locale';

type PageRow = typeof contentPages.$inferSelect;

/** The page as shown to a caller of `language`: a page of another language has no version for it yet. */
export const toContentPage = (row: PageRow, language: MessageLanguage): ContentPage => ({
  code: row.code,
  language: row.language,
  title: row.title,
  content: row.content,
  script: row.script,
  updatedAt: row.updatedAt.toISOString(),
  version: row.language === language ? row.version : 0,
});

/** GET /pages/code/{code}: the page in the caller's language, else the Czech one; 404 without either. */
export async function getContentPage(
  db: Executor,
  code: string,
  language: MessageLanguage,
): Promise<ContentPage> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.code, code), inArray(contentPages.language, [language, 'cs'])))
    .orderBy(sql`${contentPages.language} = ${language} desc`)
    .limit(1);
  if (!row) throw new NotFoundError('page_not_found');
  return toContentPage(row, language);
}
