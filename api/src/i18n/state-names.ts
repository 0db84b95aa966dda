import {
  campaignItemStateById,
  campaignStateById,
  type CampaignItemState,
  type CampaignState,
} from '@portal/shared-contracts';
import type { MessageLanguage } from './locale';

/**
 * Names of campaign and item states in the API's languages: the `name` of the states its answers
 * carry, and an error that names a state reads "Ke kontrole" rather than its identifier
 * "sas-check". Czech names are the spec's. The states' ids and flags are CAMPAIGN_STATES and
 * CAMPAIGN_ITEM_STATES of shared-contracts.
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

/** A campaign state as answers carry it: its flags (shared-contracts) and its name in the language. */
export function campaignStateIn(stateId: number, language: MessageLanguage): CampaignState {
  const state = campaignStateById(stateId);
  return { ...state, name: stateName(state.identifier, language) };
}

/** An item state as answers carry it: its flag (shared-contracts) and its name in the language. */
export function campaignItemStateIn(stateId: number, language: MessageLanguage): CampaignItemState {
  const state = campaignItemStateById(stateId);
  return { ...state, name: stateName(state.identifier, language) };
}
