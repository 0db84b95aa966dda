// The hook lives in the antd-free entry (form-core); the fields still take it from here.
export { useFormField, type FormFieldState } from '@portal/shared-ui/form-core';
