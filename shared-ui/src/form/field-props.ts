// The props live in the antd-free entry (form-core); the fields still take them from here.
export { fieldId, type FieldProps } from '@portal/shared-ui/form-core';
