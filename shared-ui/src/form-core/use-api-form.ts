import type { Config, FormApi, SubmissionErrors, ValidationErrors } from 'final-form';
import type { UploadOptions, UploadProgress } from '@portal/shared-contracts/core';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { useErrorText } from '@portal/shared-ui';
import type { FieldPaths } from './field-paths';
import { useIssueText, type FieldMessages } from './issue-text';
import { validateWithSchema } from './schema-validator';
import type { ShowIssues } from './show-issues';
import { submissionErrorsOf, type FormErrorOfFields } from './submission-errors';

export interface ApiFormOptions<Values extends object, Request, Result> {
  /** The form's first values. Read once (and again when their content changes), never per render. */
  initialValues: Values;
  /** The call's request schema from shared-contracts: the browser checks what the API will. */
  schema?: v.GenericSchema<unknown, Request>;
  /** The request the values make; the values themselves when the form keeps the request's shape. */
  toRequest?: (values: Values) => unknown;
  /**
   * Sends the request (the schema's output when there is a schema). An upload passes `onProgress`
   * on to its call, and the form's file fields show how far it got.
   */
  submit: (request: Request, upload: Required<Pick<UploadOptions, 'onProgress'>>) => Promise<Result>;
  /**
   * After a save: a toast, a navigation. The saved values become the form's new starting point
   * (so leaving no longer warns), or the values this returns.
   */
  onSuccess?: (result: Result, values: Values) => Values | void | Promise<Values | void>;
  /**
   * A refusal the form shows in its own way (an edit conflict): answer the submission errors to
   * show, or `null` when it is handled and nothing is to be shown. `undefined` leaves it to the kit.
   */
  onError?: (error: unknown) => SubmissionErrors | null | undefined;
  /** Rules a schema cannot say (one field against another, what the screen knows): merged in. */
  validate?: (values: Values) => ValidationErrors;
  /** Request paths the form keeps under another name ({ companyId: 'company' }). */
  paths?: FieldPaths;
  /** The spec's texts for a field's issues, by the schema's message code or the generic rule. */
  messages?: FieldMessages;
  /** Ask before leaving the screen, or closing the tab, with unsaved changes (default yes). */
  guardLeave?: boolean;
  /** When a field shows the browser's checks (show-issues.ts); a field may say otherwise. */
  showIssues?: ShowIssues;
  /** What the form's error says of a refusal with field errors (default: what no field shows). */
  formError?: FormErrorOfFields;
}

/** What <ApiForm> needs: final-form's configuration and the kit's own options. */
export interface ApiFormConfig<Values extends object> {
  initialValues: Values;
  onSubmit: Config<Values>['onSubmit'];
  validate: (values: Values) => ValidationErrors;
  guardLeave: boolean;
  showIssues: ShowIssues;
  /** The upload under way, for the file fields. */
  progress: UploadProgress | null;
}

const identity = <T>(value: T) => value;

/**
 * A form on react-final-form that sends one API call: the call's valibot schema checks the values
 * as they change (one message per field, in the user's language), the answer's fieldErrors land
 * on their fields and any other refusal on the form, and the saved values become its new start.
 * Render it with <ApiForm form={…}> and the kit's fields (docs/frontend.md, "Forms").
 */
export function useApiForm<Values extends object, Request = Values, Result = unknown>(
  options: ApiFormOptions<Values, Request, Result>,
): ApiFormConfig<Values> {
  const issueText = useIssueText();
  const errorText = useErrorText();
  // The latest options for the handlers, which final-form keeps from the first render.
  // (The texts too: a language switch while the form is open speaks the new language.)
  const latest = useRef({ options, issueText, errorText });
  useLayoutEffect(() => {
    latest.current = { options, issueText, errorText };
  });
  // react-final-form starts again whenever initialValues is a new object: only a new content is.
  const initialKey = JSON.stringify(options.initialValues);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the content
  const initialValues = useMemo(() => options.initialValues, [initialKey]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const [handlers] = useState<Pick<ApiFormConfig<Values>, 'onSubmit' | 'validate'>>(() => ({
    validate: (values) => {
      const { options, issueText } = latest.current;
      const { schema, toRequest = identity, paths = {}, messages = {}, validate } = options;
      const own = validate?.(values) ?? {};
      const bySchema = schema
        ? validateWithSchema(values, { schema, toRequest, paths, messages, issueText })
        : {};
      // A rule of the screen speaks after the schema's for the same field: it is the more specific.
      return { ...bySchema, ...own } as ValidationErrors;
    },
    onSubmit: async (values: Values, form: FormApi<Values>) => {
      const { options, errorText } = latest.current;
      const { schema, toRequest = identity, submit, onSuccess, onError, paths = {}, formError } = options;
      const raw = toRequest(values);
      // The schema's output: trimmed texts, defaults, the shape the call takes.
      const request = (schema ? v.parse(schema, raw) : raw) as Request;
      let result: Result;
      try {
        result = await submit(request, { onProgress: setProgress });
      } catch (error) {
        const own = onError?.(error);
        if (own !== undefined) return own ?? undefined;
        const shown = new Set(form.getRegisteredFields());
        return submissionErrorsOf(error, {
          paths,
          shown: (field) => shown.has(field),
          errorText,
          formError,
        });
      } finally {
        setProgress(null);
      }
      // Saved: the leave guard lets a navigation onSuccess starts go.
      form.initialize(values);
      const next = await onSuccess?.(result, values);
      if (next) form.initialize(next);
      return undefined;
    },
  }));
  return {
    ...handlers,
    initialValues,
    guardLeave: options.guardLeave ?? true,
    showIssues: options.showIssues ?? 'whenLeft',
    progress,
  };
}
