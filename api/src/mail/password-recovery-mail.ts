import { formatDateTime, type MessageLanguage } from '../i18n/locale';
import type { MailMessage } from './mailer';

const texts: Record<
  MessageLanguage,
  { subject: string; intro: string; action: string; validity: string; ignore: string }
> = {
  cs: {
    subject: 'Obnova hesla do reklamního portálu',
    intro: 'Požádali jste o nastavení nového hesla k účtu {email}.',
    action: 'Nové heslo nastavíte na této adrese:',
    validity: 'Odkaz platí do {validTo}.',
    ignore: 'Pokud jste o obnovu nežádali, tento e-mail ignorujte; vaše heslo zůstává beze změny.',
  },
  en: {
    subject: 'Password recovery for the advertising portal',
    intro: 'You asked to set a new password for the account {email}.',
    action: 'Set your new password here:',
    validity: 'The link is valid until {validTo}.',
    ignore: 'If you did not ask for this, ignore this e-mail; your password stays unchanged.',
  },
  pl: {
    subject: 'Odzyskiwanie hasła do portalu reklamowego',
    intro: 'Poproszono o ustawienie nowego hasła do konta {email}.',
    action: 'Nowe hasło ustawisz pod tym adresem:',
    validity: 'Link jest ważny do {validTo}.',
    ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość; Twoje hasło pozostaje bez zmian.',
  },
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

export function passwordRecoveryMail(
  language: MessageLanguage,
  email: string,
  link: string,
  validTo: Date,
): MailMessage {
  const t = texts[language];
  const fill = (text: string) => text.replace('{email}', email).replace('{validTo}', formatDateTime(validTo));
  const lines = [fill(t.intro), '', t.action, link, '', fill(t.validity), '', t.ignore];
  const html = `<p>${escapeHtml(fill(t.intro))}</p><p>${escapeHtml(t.action)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(fill(t.validity))}</p><p>${escapeHtml(t.ignore)}</p>`;
  return { to: email, subject: t.subject, text: lines.join('\n'), html, links: [link] };
}
