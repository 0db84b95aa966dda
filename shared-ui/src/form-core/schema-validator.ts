import { fieldIssueOf } from '@portal/shared-contracts/core';
import { setIn, type ValidationErrors } from 'final-form';
import * as v from 'valibot';
import { formFieldOf, type FieldPaths } from './field-paths';
import type { FieldMessages, useIssueText } from './issue-text';

interface SchemaValidation<Values, Request> {
  /** The request schema of the call, from shared-contracts: the API checks the same. */
  schema: v.GenericSchema<Request>;
  toRequest: (values: Values) => unknown;
  paths: FieldPaths;
  messages: FieldMessages;
  issueText: ReturnType<typeof useIssueText>;
}

/**
 * The form's values checked against the call's schema, before anything is sent: one message per
 * field (its first issue), placed where the form keeps the field.
 */
export function validateWithSchema<Values, Request>(
  values: Values,
  { schema, toRequest, paths, messages, issueText }: SchemaValidation<Values, Request>,
): ValidationErrors {
  const result = v.safeParse(schema, toRequest(values));
  if (result.success) return undefined;
  let errors: object = {};
  const placed = new Set<string>();
  for (const issue of result.issues.map(fieldIssueOf)) {
    const field = formFieldOf(paths, issue.field);
    if (placed.has(field)) continue;
    placed.add(field);
    errors = setIn(errors, field, issueText(issue, messages));
  }
  return errors as ValidationErrors;
}
