// The form kit (docs/frontend.md, "Forms"): one way to build a form on react-final-form, checked
// by the call's own schema, with the server's answer on its fields. A Module Federation singleton
// the shell provides, loaded with the first screen that has a form. Its core (the hooks, the
// server's answer on the fields) is the antd-free entry `@portal/shared-ui/form-core`; this entry
// adds the antd fields, the form's foot and the leave guard.
export {
  useForm,
  useFormState,
  useField,
  FormSpy,
  FORM_ERROR,
  useApiForm,
  fieldId,
  useFormField,
  useShowIssues,
  useIssueText,
  type SubmissionErrors,
  type ValidationErrors,
  type ApiFormConfig,
  type ApiFormOptions,
  type FieldProps,
  type FormFieldState,
  type ShowIssues,
  type FieldMessages,
  type FieldPaths,
} from '@portal/shared-ui/form-core';
export { ApiForm } from './api-form';
export { FieldFrame, type FieldFrameProps } from './field-frame';
export { TextField, type TextFieldProps } from './text-field';
export { NumberField, MoneyField, type NumberFieldProps } from './number-field';
export { DateField, DATE_FORMAT, type DateFieldProps } from './date-field';
export {
  SelectField,
  SELECT_SEARCH_DEBOUNCE_MS,
  type SelectFieldProps,
  type SelectOption,
  type NamedChoice,
} from './select-field';
export { CheckboxField, CheckboxListField, type CheckboxListFieldProps } from './checkbox-fields';
export { FileField, type FileFieldProps } from './file-field';
export { FormActions, FormError } from './form-actions';
