import { isApiError } from '@portal/shared-contracts/core';
import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import { formFieldOf, type FieldPaths } from './field-paths';

/**
 * What the form's own error says of a refusal with field errors: the ones no field shows, or the
 * whole refusal (spec §8 "save failures": the server message, or every field error joined by spaces).
 */
export type FormErrorOfFields = 'elsewhere' | 'whole';

/**
 * A refused save as final-form's submission errors: each of the answer's fieldErrors beside its
 * field, the ones of fields the form does not show (and any other refusal) as the form's error.
 */
export function submissionErrorsOf(
  error: unknown,
  {
    paths,
    shown,
    errorText,
    formError = 'elsewhere',
  }: {
    paths: FieldPaths;
    shown: (field: string) => boolean;
    errorText: (error: unknown) => string;
    formError?: FormErrorOfFields;
  },
): SubmissionErrors {
  const fieldErrors = isApiError(error) ? error.body.fieldErrors : undefined;
  if (!fieldErrors) return { [FORM_ERROR]: errorText(error) };
  let errors: object = {};
  const elsewhere: string[] = [];
  for (const [path, texts] of Object.entries(fieldErrors)) {
    const field = formFieldOf(paths, path);
    if (shown(field)) errors = setIn(errors, field, texts.join(' '));
    else elsewhere.push(...texts);
  }
  if (formError === 'whole') return { ...errors, [FORM_ERROR]: errorText(error) };
  return elsewhere.length > 0 ? { ...errors, [FORM_ERROR]: elsewhere.join(' ') } : errors;
}
