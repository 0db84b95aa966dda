import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReleaseHistoryEntry, ReleaseState, ReleaseTarget } from '@portal/shared-contracts/settings';

/** What each release target serves (docs/architecture.md, "Packages"), under its name. */
export const TARGET_DESCRIPTIONS: Record<ReleaseTarget, MessageDescriptor> = {
  shell: msg`Hostitel portálu: přihlášení, relace, menu, jazyk a rozvržení stránky.`,
  'mf-campaigns': msg`Produkty, objednávky, dostupnost, kampaně a aktivity.`,
  'mf-creatives': msg`Kreativy, landing pages a fronta ke schválení.`,
  'mf-catalogue-admin': msg`Nastavení administrátorů: kategorie, produkty, formáty, obrázky a ostatní nastavení.`,
  'mf-users': msg`Uživatelé, pozvánky a historie přihlášení za uživatele.`,
};

/** A version's states as tags: the text and the antd colour. */
export const STATE_TAGS: Record<ReleaseState, { label: MessageDescriptor; color: string }> = {
  live: { label: msg`Živá`, color: 'green' },
  previous: { label: msg`Předchozí`, color: 'blue' },
  canary: { label: msg`Postupné nasazení`, color: 'orange' },
  preview: { label: msg`Náhled`, color: 'purple' },
  kept: { label: msg`Uchovaná`, color: 'default' },
};

/** What a history entry did. */
export const HISTORY_ACTIONS: Record<ReleaseHistoryEntry['action'], MessageDescriptor> = {
  uploaded: msg`Nahrání`,
  promoted: msg`Nasazení`,
  'rolled-back': msg`Vrácení zpět`,
  staged: msg`Postupné nasazení`,
  'stage-ended': msg`Ukončení postupného nasazení`,
  previewed: msg`Náhled v prohlížeči`,
  'preview-ended': msg`Ukončení náhledu`,
};

/** A git commit as its first 7 hex digits (the whole one in the cell's title). */
export const shortCommit = (commit: string) => commit.slice(0, 7);
