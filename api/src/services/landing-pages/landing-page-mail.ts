import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { companies, users } from '../../db/schema';
import { languageFromHeader } from '../../i18n/locale';
import { reviewMail, type ReviewMailCatalog } from '../../mail/creative-review-mail';
import type { AppContext } from '../context';
import type { LandingPageRow } from './find-landing-page';

const TEXTS: ReviewMailCatalog = {
  approved: {
    cs: {
      subject: 'Vstupní stránka „{name}“ byla schválena',
      intro: 'Vstupní stránku „{name}“ firmy {company} prodejce schválil. Položky na ni teď mohou vést.',
      reason: '',
      link: 'Stránku najdete zde:',
      closing: 'Reklamní portál',
    },
    en: {
      subject: 'The landing page "{name}" was approved',
      intro: 'The retailer approved the landing page "{name}" of {company}. Items may lead to it now.',
      reason: '',
      link: 'See the page here:',
      closing: 'The advertising portal',
    },
    pl: {
      subject: 'Strona docelowa „{name}” została zatwierdzona',
      intro:
        'Sprzedawca zatwierdził stronę docelową „{name}” firmy {company}. Pozycje mogą teraz do niej prowadzić.',
      reason: '',
      link: 'Stronę znajdziesz tutaj:',
      closing: 'Portal reklamowy',
    },
  },
  returned: {
    cs: {
      subject: 'Vstupní stránka „{name}“ byla vrácena k úpravě',
      intro: 'Prodejce vrátil vstupní stránku „{name}“ firmy {company} k úpravě.',
      reason: 'Důvod: {reason}',
      link: 'Upravte ji a odešlete znovu ke schválení zde:',
      closing: 'Reklamní portál',
    },
    en: {
      subject: 'The landing page "{name}" was returned for changes',
      intro: 'The retailer returned the landing page "{name}" of {company} for changes.',
      reason: 'Reason: {reason}',
      link: 'Change it and send it for approval again here:',
      closing: 'The advertising portal',
    },
    pl: {
      subject: 'Strona docelowa „{name}” została zwrócona do poprawy',
      intro: 'Sprzedawca zwrócił stronę docelową „{name}” firmy {company} do poprawy.',
      reason: 'Powód: {reason}',
      link: 'Popraw ją i wyślij ponownie do zatwierdzenia tutaj:',
      closing: 'Portal reklamowy',
    },
  },
};

/**
 * Mails the buyer of a reviewed landing page that it was approved or returned with the reason: its
 * author, or (a page the seed or an import made, without one) the company's vendor users; active
 * buyer accounts only, each in their language. After the commit: a mail that cannot be sent is
 * logged, never undoes the review.
 */
export async function notifyLandingPageReviewed(
  ctx: AppContext,
  page: LandingPageRow & { state: 'approved' | 'returned' },
): Promise<void> {
  try {
    const buyers = and(
      eq(users.active, true),
      inArray(companies.type, ['vendor', 'agency']),
      isNotNull(users.email),
    );
    const author =
      page.createdByUserId === null
        ? []
        : await ctx.db
            .select({ email: users.email, locale: users.locale })
            .from(users)
            .innerJoin(companies, eq(companies.id, users.companyId))
            .where(and(eq(users.id, page.createdByUserId), buyers));
    const recipients =
      author.length > 0
        ? author
        : await ctx.db
            .select({ email: users.email, locale: users.locale })
            .from(users)
            .innerJoin(companies, eq(companies.id, users.companyId))
            .where(and(eq(users.companyId, page.companyId), buyers))
            .orderBy(asc(users.id));
    const [company] = await ctx.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, page.companyId));
    const link = `${ctx.config.publicUrl}/landing-pages/${page.id}`;
    for (const recipient of recipients) {
      await ctx.mailer.send(
        reviewMail(TEXTS, languageFromHeader(recipient.locale ?? undefined), recipient.email, {
          state: page.state,
          name: page.name,
          company: company?.name ?? '',
          reason: page.notes,
          link,
        }),
      );
    }
  } catch (error) {
    ctx.log.error({ err: error, landingPageId: page.id }, 'the landing page review mail could not be sent');
  }
}
