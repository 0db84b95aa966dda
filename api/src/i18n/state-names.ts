import type { MessageLanguage } from './locale';

/**
 * Names of campaign and item states in the API's languages, so an error that names a state reads
 * "Ke kontrole" rather than its identifier "sas-check". Czech names are the spec's.
 */
// prettier-ignore
const STATE_NAMES: Record<string, Record<MessageLanguage, string>> = {
  'in-process': { cs: 'Rozpracovaná', en: 'In process', pl: 'W przygotowaniu' },
  'sas-check': { cs: 'Ke kontrole', en: 'For check', pl: 'Do sprawdzenia' },
  'user-check': { cs: 'Ke schválení klientem', en: 'For client approval', pl: 'Do akceptacji klienta' },
  approved: { cs: 'Schválená', en: 'Approved', pl: 'Zatwierdzona' },
  'creative-waiting-for-approval': { cs: 'Kreativa čeká na schválení', en: 'Creative awaiting approval', pl: 'Kreacja czeka na zatwierdzenie' },
  'creative-returned': { cs: 'Kreativa vrácena', en: 'Creative returned', pl: 'Kreacja zwrócona' },
  'waiting-for-approval': { cs: 'Čeká na schválení', en: 'Awaiting approval', pl: 'Czeka na zatwierdzenie' },
  returned: { cs: 'Vrácená', en: 'Returned', pl: 'Zwrócona' },
  prepared: { cs: 'Připravená', en: 'Prepared', pl: 'Przygotowana' },
  online: { cs: 'Běží', en: 'Online', pl: 'Emitowana' },
  closed: { cs: 'Ukončená', en: 'Closed', pl: 'Zakończona' },
  paused: { cs: 'Pozastavená', en: 'Paused', pl: 'Wstrzymana' },
  canceled: { cs: 'Zrušená', en: 'Canceled', pl: 'Anulowana' },
  reserved: { cs: 'Rezervovaná', en: 'Reserved', pl: 'Zarezerwowana' },
  missing: { cs: 'Chybí kreativa', en: 'Creative missing', pl: 'Brak kreacji' },
};

/** Parameters that carry a state identifier. */
const STATE_PARAMS = new Set(['state', 'from', 'to']);

/** The state's name in the language when `key` names a state parameter and `value` is an identifier. */
export function stateParam(key: string, value: string | number, language: MessageLanguage): string | number {
  if (!STATE_PARAMS.has(key) || typeof value !== 'string') return value;
  return STATE_NAMES[value]?.[language] ?? value;
}

/** A campaign or item state's name in the language, by its identifier (the identifier if unknown). */
export function stateName(identifier: string, language: MessageLanguage): string {
  return STATE_NAMES[identifier]?.[language] ?? identifier;
}
