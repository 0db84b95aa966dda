// The form kit without antd (docs/frontend.md, "Forms"): useApiForm, ApiForm and useFormField on
// react-final-form, for screens that draw their own controls. The sign-in pages use it: they are
// the first page a person loads, and antd would triple their weight (docs/performance.md). A Module
// Federation singleton the shell provides; `@portal/shared-ui/form` re-exports it with the fields.
// Nothing here may import antd, `@portal/shared-ui/components` or `/form-components`
// (antd-free.test.ts).
export { useForm, useFormState, useField, FormSpy } from 'react-final-form';
export { FORM_ERROR, type SubmissionErrors, type ValidationErrors } from 'final-form';
export { ApiForm, type ApiFormProps } from './api-form';
export { useApiForm, type ApiFormConfig, type ApiFormOptions } from './use-api-form';
export { fieldId, type FieldProps } from './field-props';
export { useFormField, type FormFieldState } from './use-form-field';
export { useShowIssues, type ShowIssues } from './show-issues';
export { useUploadProgress } from './upload-progress';
export { useIssueText, type FieldMessages } from './issue-text';
export type { FieldPaths } from './field-paths';
