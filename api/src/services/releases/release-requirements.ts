import type { ReleaseProvisions, ReleaseRequirements } from '@portal/shared-contracts';
import semver from 'semver';
import type { MessageLanguage } from '../../i18n/locale';
import { translate, type MessageCode, type MessageParams } from '../../i18n/messages';

/** One requirement a shell does not meet, as a message code and its parameters. */
export interface UnmetRequirement {
  code: MessageCode;
  params: MessageParams;
}

/** Who needs what, for the messages: the release target and version that require, the shell that provides. */
export interface RequirementParties {
  target: string;
  version: string;
  shell: string;
}

/**
 * What a build needs of the shell that loads it and this shell does not provide (the compatibility
 * gate, docs/releasing.md): a shared singleton missing or of a version outside the build's range, a
 * shared-contracts name the build imports that the shell's entry does not export.
 */
export function unmetRequirements(
  requires: ReleaseRequirements,
  provides: ReleaseProvisions,
  parties: RequirementParties,
): UnmetRequirement[] {
  const unmet: UnmetRequirement[] = [];
  for (const [name, range] of Object.entries(requires.shared).sort(([a], [b]) => a.localeCompare(b))) {
    const provided = provides.shared[name];
    if (provided === undefined)
      unmet.push({ code: 'release_unmet_shared_missing', params: { ...parties, package: name, range } });
    else if (!semver.satisfies(provided, range, { includePrerelease: true }))
      unmet.push({ code: 'release_unmet_shared', params: { ...parties, package: name, range, provided } });
  }
  for (const [entry, names] of Object.entries(requires.contracts).sort(([a], [b]) => a.localeCompare(b))) {
    const exported = new Set(provides.contracts[entry] ?? []);
    for (const name of [...names].sort())
      if (!exported.has(name))
        unmet.push({ code: 'release_unmet_contract', params: { ...parties, name, entry } });
  }
  return unmet;
}

export const unmetTexts = (unmet: readonly UnmetRequirement[], language: MessageLanguage): string[] =>
  unmet.map((item) => translate(item.code, language, item.params));
