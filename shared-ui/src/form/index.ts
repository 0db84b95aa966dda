// The form kit (docs/frontend.md, "Forms"): one way to build a form on react-final-form, checked
// by the call's own schema, with the server's answer on its fields. A Module Federation singleton
// the shell provides, loaded with the first screen that has a form.
export { useForm, useFormState, useField, FormSpy } from 'react-final-form';
export { FORM_ERROR, type SubmissionErrors, type ValidationErrors } from 'final-form';
export { ApiForm } from './api-form';
export { useApiForm, type ApiFormConfig, type ApiFormOptions } from './use-api-form';
export { FieldFrame, type FieldFrameProps } from './field-frame';
export { fieldId, type FieldProps } from './field-props';
export { useFormField, type FormFieldState } from './use-form-field';
export { useShowIssues, type ShowIssues } from './show-issues';
export { TextField, type TextFieldProps } from './text-field';
export { NumberField, MoneyField, type NumberFieldProps } from './number-field';
export { DateField, DATE_FORMAT, type DateFieldProps } from './date-field';
export {
  SelectField,
  SELECT_SEARCH_DEBOUNCE_MS,
  type SelectFieldProps,
  type SelectOption,
} from './select-field';
export { CheckboxField, CheckboxListField, type CheckboxListFieldProps } from './checkbox-fields';
export { FileField, type FileFieldProps } from './file-field';
export { FormActions, FormError } from './form-actions';
export { useIssueText, type FieldMessages } from './issue-text';
export type { FieldPaths } from './field-paths';
