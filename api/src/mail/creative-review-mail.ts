import type { MessageLanguage } from '../i18n/locale';
import type { MailMessage } from './mailer';

/** The texts of a review mail in one language; {name}, {company} and {reason} are filled in. */
export type ReviewMailTexts = {
  subject: string;
  intro: string;
  reason: string;
  link: string;
  closing: string;
};
type Texts = ReviewMailTexts;

/** A review mail's texts per outcome and language. */
export type ReviewMailCatalog = Record<'approved' | 'returned', Record<MessageLanguage, ReviewMailTexts>>;

const approved: Record<MessageLanguage, Texts> = {
  cs: {
    subject: 'Kreativa „{name}“ byla schválena',
    intro: 'Kreativu „{name}“ firmy {company} prodejce schválil. Položky s ní jsou připravené ke spuštění.',
    reason: '',
    link: 'Kreativu najdete zde:',
    closing: 'Reklamní portál',
  },
  en: {
    subject: 'The creative "{name}" was approved',
    intro: 'The retailer approved the creative "{name}" of {company}. Its items are ready to run.',
    reason: '',
    link: 'See the creative here:',
    closing: 'The advertising portal',
  },
  pl: {
    subject: 'Kreacja „{name}” została zatwierdzona',
    intro: 'Sprzedawca zatwierdził kreację „{name}” firmy {company}. Jej pozycje są gotowe do emisji.',
    reason: '',
    link: 'Kreację znajdziesz tutaj:',
    closing: 'Portal reklamowy',
  },
};

const returned: Record<MessageLanguage, Texts> = {
  cs: {
    subject: 'Kreativa „{name}“ byla vrácena k úpravě',
    intro: 'Prodejce vrátil kreativu „{name}“ firmy {company} k úpravě.',
    reason: 'Důvod: {reason}',
    link: 'Upravte ji a odešlete znovu ke schválení zde:',
    closing: 'Reklamní portál',
  },
  en: {
    subject: 'The creative "{name}" was returned for changes',
    intro: 'The retailer returned the creative "{name}" of {company} for changes.',
    reason: 'Reason: {reason}',
    link: 'Change it and send it for approval again here:',
    closing: 'The advertising portal',
  },
  pl: {
    subject: 'Kreacja „{name}” została zwrócona do poprawy',
    intro: 'Sprzedawca zwrócił kreację „{name}” firmy {company} do poprawy.',
    reason: 'Powód: {reason}',
    link: 'Popraw ją i wyślij ponownie do zatwierdzenia tutaj:',
    closing: 'Portal reklamowy',
  },
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

export interface Review {
  state: 'approved' | 'returned';
  name: string;
  company: string;
  reason: string | null;
  link: string | null;
}

/**
 * The buyer's mail after the retailer approved or returned something of theirs (a creative, a landing
 * page: `catalog` says which), with the reason when returned and a link to it.
 */
export function reviewMail(
  catalog: ReviewMailCatalog,
  language: MessageLanguage,
  to: string,
  review: Review,
): MailMessage {
  const t = catalog[review.state][language];
  const fill = (text: string) =>
    text
      .replace('{name}', review.name)
      .replace('{company}', review.company)
      .replace('{reason}', review.reason ?? '');
  const paragraphs = [fill(t.intro), ...(review.state === 'returned' ? [fill(t.reason)] : [])];
  const text = [...paragraphs, '', ...(review.link ? [t.link, review.link, ''] : []), t.closing].join('\n');
  const html = [
    ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
    review.link
      ? `<p>${escapeHtml(t.link)}<br><a href="${escapeHtml(review.link)}">${escapeHtml(review.link)}</a></p>`
      : '',
    `<p>${escapeHtml(t.closing)}</p>`,
  ].join('');
  return { to, subject: fill(t.subject), text, html, links: review.link ? [review.link] : [] };
}

/** The buyer's mail after the retailer approved or returned a creative (with the reason). */
export function creativeReviewMail(language: MessageLanguage, to: string, review: Review): MailMessage {
  return reviewMail({ approved, returned }, language, to, review);
}
