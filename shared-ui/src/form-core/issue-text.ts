import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FieldIssue } from '@portal/shared-contracts/core';
import { useCallback } from 'react';

/**
 * A form's own words for an issue, by the schema's message code (campaign_name_required) or by the
 * generic rule (field_required): the texts the spec gives a field win over the generic ones.
 */
export type FieldMessages = Partial<Record<string, string>>;

/**
 * The text beside a field for what its value breaks. The field's label is right above it, so the
 * generic texts do not name the field (the API's answers do, since they stand alone).
 */
export function useIssueText(): (issue: Omit<FieldIssue, 'field'>, messages?: FieldMessages) => string {
  const { t } = useLingui();
  return useCallback(
    (issue, messages = {}) => {
      const own = (issue.named && messages[issue.named]) || messages[issue.code];
      if (own) return own;
      const params = issue.params ?? {};
      const count = Number(params.count ?? 0);
      const min = String(params.min ?? '');
      const max = String(params.max ?? '');
      switch (issue.code) {
        case 'field_required':
          return t`Vyplňte toto pole.`;
        case 'field_max_length':
          return plural(count, {
            one: 'Nejvýše # znak.',
            few: 'Nejvýše # znaky.',
            other: 'Nejvýše # znaků.',
          });
        case 'field_min_length':
          return plural(count, {
            one: 'Alespoň # znak.',
            few: 'Alespoň # znaky.',
            other: 'Alespoň # znaků.',
          });
        case 'field_min_value':
          return t`Zadejte alespoň ${min}.`;
        case 'field_max_value':
          return t`Zadejte nejvýše ${max}.`;
        case 'field_email':
          return t`Zadejte platnou e-mailovou adresu.`;
        case 'field_type':
          return t`Hodnota nemá správný tvar.`;
        default:
          return t`Hodnota není platná.`;
      }
    },
    [t],
  );
}
