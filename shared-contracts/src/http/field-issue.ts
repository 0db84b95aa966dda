import type * as v from 'valibot';

/** What a field's value breaks, in words both the API and the browser translate. */
export interface FieldIssue {
  /** The field's path in the request, dot-separated ('items.0.name'), or 'body' for the whole. */
  field: string;
  /** The generic rule: field_required, field_max_length, field_min_value, field_email, … */
  code: string;
  params?: Record<string, string | number>;
  /**
   * The schema's own message code, when it names one (v.nonEmpty('campaign_name_required')): a
   * text said for this field only, which wins over the generic rule where a catalogue has it.
   */
  named?: string;
}

/** A schema names its own message with a code, never with a sentence. */
const MESSAGE_CODE = /^[a-z][a-z0-9_]*$/;

/**
 * The issue valibot reports, as a rule and its values. The API turns it into the answer's
 * fieldErrors and the browser's forms into the text beside the field, so the two agree on what
 * broke (docs/frontend.md, "Forms").
 */
export function fieldIssueOf(issue: v.BaseIssue<unknown>): FieldIssue {
  const field = issue.path?.map((item) => String(item.key)).join('.') || 'body';
  const requirement = issue.requirement as unknown;
  const missing = issue.input === undefined || issue.input === null;
  const named = MESSAGE_CODE.test(issue.message) ? { named: issue.message } : {};
  const byType: Record<string, () => Omit<FieldIssue, 'field'>> = {
    non_empty: () => ({ code: 'field_required' }),
    min_length: () =>
      (issue.input as { length?: number } | null)?.length === 0
        ? { code: 'field_required' }
        : { code: 'field_min_length', params: { count: Number(requirement) } },
    max_length: () => ({ code: 'field_max_length', params: { count: Number(requirement) } }),
    min_value: () => ({ code: 'field_min_value', params: { min: String(requirement) } }),
    max_value: () => ({ code: 'field_max_value', params: { max: String(requirement) } }),
    email: () => ({ code: 'field_email' }),
  };
  const rule =
    byType[issue.type]?.() ??
    (issue.kind === 'schema'
      ? { code: missing ? 'field_required' : 'field_type' }
      : { code: 'field_invalid' });
  return { field, ...rule, ...named };
}
