import { useField, type FieldRenderProps, type UseFieldConfig } from 'react-final-form';
import { useShowIssues, type ShowIssues } from './show-issues';

export interface FormFieldState<Value> {
  input: FieldRenderProps<Value>['input'];
  /**
   * The message to show now: the browser's once the field was left (or changed, or at once: the
   * form's or the field's `showIssues`) or sent, the server's until edited.
   */
  error: string | undefined;
  /** The control's accessibility attributes: invalid, and described by its help and its error. */
  aria: {
    'aria-invalid'?: true;
    'aria-describedby'?: string;
    'aria-required'?: true;
  };
  /** antd's error look. */
  status: 'error' | undefined;
}

/** One field of an ApiForm, with what the kit's fields show about it. */
export function useFormField<Value>(
  name: string,
  {
    id,
    help,
    required,
    showIssues,
    ...config
  }: UseFieldConfig & { id: string; help?: unknown; required?: boolean; showIssues?: ShowIssues },
): FormFieldState<Value> {
  const formShows = useShowIssues();
  const shown = showIssues ?? formShows;
  const { input, meta } = useField<Value>(name, {
    subscription: {
      value: true,
      error: true,
      touched: true,
      modified: true,
      submitError: true,
      dirtySinceLastSubmit: true,
      submitFailed: true,
    },
    ...config,
  });
  const due =
    meta.submitFailed || shown === 'always' || meta.touched || (shown === 'whenChanged' && meta.modified);
  const own = due ? (meta.error as string | undefined) : undefined;
  const server = meta.dirtySinceLastSubmit ? undefined : (meta.submitError as string | undefined);
  const error = own || server || undefined;
  const describedBy = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    input,
    error,
    status: error ? 'error' : undefined,
    aria: {
      ...(error ? { 'aria-invalid': true } : {}),
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(required ? { 'aria-required': true } : {}),
    },
  };
}
