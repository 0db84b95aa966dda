import { formatDateTime, type MessageLanguage } from '../../i18n/locale';
import type { MailMessage } from '../../mail/mailer';

const texts: Record<
  MessageLanguage,
  { subject: string; intro: string; action: string; validity: string; login: string }
> = {
  cs: {
    subject: 'Pozvánka do reklamního portálu',
    intro: '{inviter} vám v reklamním portálu založil(a) účet {email}.',
    action: 'Heslo k účtu si nastavíte na této adrese:',
    validity: 'Odkaz platí do {validTo} a lze ho použít jen jednou.',
    login: 'Poté se přihlásíte na {loginUrl} svým e-mailem a novým heslem.',
  },
  en: {
    subject: 'Invitation to the advertising portal',
    intro: '{inviter} has created the account {email} for you in the advertising portal.',
    action: 'Set the password of your account here:',
    validity: 'The link is valid until {validTo} and can be used once.',
    login: 'Then sign in at {loginUrl} with your e-mail and the new password.',
  },
  pl: {
    subject: 'Zaproszenie do portalu reklamowego',
    intro: '{inviter} założył(a) dla Ciebie konto {email} w portalu reklamowym.',
    action: 'Hasło do konta ustawisz pod tym adresem:',
    validity: 'Link jest ważny do {validTo} i można go użyć tylko raz.',
    login: 'Następnie zaloguj się na {loginUrl} swoim adresem e-mail i nowym hasłem.',
  },
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * The mail of a new user (services/users/invite-user.ts): who invited them, and the one-time link to
 * set their first password, the same link and page as a password recovery (/reset-password/<secret>).
 */
export function invitationMail(
  language: MessageLanguage,
  input: { email: string; inviter: string; link: string; loginUrl: string; validTo: Date },
): MailMessage {
  const t = texts[language];
  const fill = (text: string) =>
    text
      .replace('{inviter}', input.inviter)
      .replace('{email}', input.email)
      .replace('{validTo}', formatDateTime(input.validTo))
      .replace('{loginUrl}', input.loginUrl);
  const lines = [fill(t.intro), '', t.action, input.link, '', fill(t.validity), '', fill(t.login)];
  const html = `<p>${escapeHtml(fill(t.intro))}</p><p>${escapeHtml(t.action)}<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p><p>${escapeHtml(fill(t.validity))}</p><p>${escapeHtml(fill(t.login))}</p>`;
  return { to: input.email, subject: t.subject, text: lines.join('\n'), html, links: [input.link] };
}
