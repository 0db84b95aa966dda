import { useLingui } from '@lingui/react';
import type { FieldIssue } from '@portal/shared-contracts/core';
import { useCallback } from 'react';
import { useErrorTexts } from './error-texts';

/**
 * A form's own words for an issue, by the schema's message code (campaign_name_required) or by the
 * generic rule (field_required): the texts the spec gives a field win over the generic ones.
 */
export type FieldMessages = Partial<Record<string, string>>;

/** The generic rule of an issue whose code the error catalogue does not have. */
const FALLBACK_CODE = 'field_invalid';

/**
 * The text beside a field for what its value breaks: the form's own words, else the error
 * catalogue's text of the code (shared-contracts errors.po, loaded by the shell when a form
 * mounts), the same the API
 * answers. The field's label is right above it, so the text leaves out the field's name (`{field}`,
 * which the API's answers fill in, since they stand alone).
 */
export function useIssueText(): (issue: Omit<FieldIssue, 'field'>, messages?: FieldMessages) => string {
  const { i18n, _ } = useLingui();
  useErrorTexts();
  return useCallback(
    (issue, messages = {}) => {
      const own = (issue.named && messages[issue.named]) || messages[issue.code];
      if (own) return own;
      const code = issue.code in i18n.messages ? issue.code : FALLBACK_CODE;
      const text = _(code, { ...issue.params, field: '' });
      // The empty name leaves a double space ("Pole  je povinné."), or one before a full stop.
      return text.replace(/ {2,}/g, ' ').replace(/ (?=[.,;])/g, '');
    },
    [i18n, _],
  );
}
