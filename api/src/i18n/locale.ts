export type MessageLanguage = 'cs' | 'en' | 'pl';

/** Picks the language of server messages from Accept-Language (the UI sends its locale); Czech by default. */
export function languageFromHeader(header: string | undefined): MessageLanguage {
  if (!header) return 'cs';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('cs')) return 'cs';
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('pl')) return 'pl';
  }
  return 'cs';
}

const localeOf: Record<MessageLanguage, string> = { cs: 'cs-CZ', en: 'en-GB', pl: 'pl-PL' };

/** Czech and Polish plural categories (one, few, many, other) through the platform's CLDR rules. */
export function pluralCategory(language: MessageLanguage, count: number): Intl.LDMLPluralRule {
  return new Intl.PluralRules(localeOf[language]).select(count);
}

const pragueParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Prague',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** d.m.Y H:MM in the retailer's time zone, the way every locale of the portal writes dates. */
export function formatDateTime(date: Date): string {
  const part = Object.fromEntries(pragueParts.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}`;
}
