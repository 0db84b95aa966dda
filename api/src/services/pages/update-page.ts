import type { ContentPage, ContentPageRequestSchema } from '@portal/shared-contracts';
import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { contentPages } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import { recordAudit } from '../audit';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions';
import { checkEditVersion, nextEditVersion, refuseEdit } from '../edit-versions';
import { toContentPage } from './get-page';
import { sanitizeContent } from './sanitize-content';

/**
 * PUT /pages/code/{code} (administrators): the page in the caller's language, made when it has
 * none yet (version 0; the other languages keep theirs), unless it was saved since the editor read
 * it (edit-version.ts). The HTML is stored sanitised (sanitize-content.ts); the script as written,
 * served apart (GET /pages/code/{code}/script.js). Audited with the title.
 */
export async function updateContentPage(
  ctx: AppContext,
  auth: AuthContext,
  code: string,
  language: MessageLanguage,
  body: v.InferOutput<typeof ContentPageRequestSchema>,
): Promise<ContentPage> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const values = { title: body.title, content: sanitizeContent(body.content), script: body.script };
    const [current] = await tx
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.code, code), eq(contentPages.language, language)))
      .for('update');
    let row: typeof contentPages.$inferSelect | undefined;
    if (current) {
      await checkEditVersion(tx, current, body.version);
      [row] = await tx
        .update(contentPages)
        .set({ ...values, ...nextEditVersion(current, auth, now) })
        .where(and(eq(contentPages.code, code), eq(contentPages.language, language)))
        .returning();
    } else {
      // The language's first page. Two first saves at once: the second finds the first's row (the
      // primary key) and is refused like any later save of an older version.
      [row] = await tx
        .insert(contentPages)
        .values({ code, language, ...values, version: 1, updatedByUserId: auth.user.id, updatedAt: now })
        .onConflictDoNothing()
        .returning();
      if (!row) {
        const [saved] = await tx
          .select()
          .from(contentPages)
          .where(and(eq(contentPages.code, code), eq(contentPages.language, language)));
        await refuseEdit(tx, saved!);
      }
    }
    await recordAudit(tx, auth, {
      action: 'page.updated',
      entityType: 'page',
      entityId: `${code}:${language}`,
      details: { title: body.title },
    });
    return toContentPage(row!, language);
  });
}
