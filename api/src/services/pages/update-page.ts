import type { ContentPage, ContentPageRequestSchema } from '@portal/shared-contracts';
import type * as v from 'valibot';
import { contentPages } from '../../db/schema';
import type { MessageLanguage } from '../../i18n/locale';
import { recordAudit } from '../audit/record-audit';
import type { AppContext } from '../context';
import type { AuthContext } from '../sessions/auth-context';
import { toContentPage } from './get-page';
import { sanitizeContent } from './sanitize-content';

/**
 * PUT /pages/code/{code} (administrators): the page in the caller's language, made when it has
 * none yet (the other languages keep theirs). The HTML is stored sanitised (sanitize-content.ts);
 * the script as written, served apart (GET /pages/code/{code}/script.js). Audited with the title.
 */
export async function updateContentPage(
  ctx: AppContext,
  auth: AuthContext,
  code: string,
  language: MessageLanguage,
  body: v.InferOutput<typeof ContentPageRequestSchema>,
): Promise<ContentPage> {
  return ctx.db.transaction(async (tx) => {
    const values = {
      title: body.title,
      content: sanitizeContent(body.content),
      script: body.script,
      updatedByUserId: auth.user.id,
      updatedAt: ctx.clock.now(),
    };
    const [row] = await tx
      .insert(contentPages)
      .values({ code, language, ...values })
      .onConflictDoUpdate({ target: [contentPages.code, contentPages.language], set: values })
      .returning();
    await recordAudit(tx, auth, {
      action: 'page.updated',
      entityType: 'page',
      entityId: `${code}:${language}`,
      details: { title: body.title },
    });
    return toContentPage(row!);
  });
}
