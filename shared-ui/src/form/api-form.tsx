import { ApiForm as CoreApiForm, type ApiFormProps } from '@portal/shared-ui/form-core';
import { LeaveGuard } from './leave-guard';

/**
 * The kit's <form> for useApiForm (form-core's ApiForm) with the leave guard, whose question is an
 * antd dialog and so cannot be part of the antd-free entry.
 */
export function ApiForm<Values extends object>(props: Omit<ApiFormProps<Values>, 'leaveGuard'>) {
  return <CoreApiForm<Values> {...props} leaveGuard={LeaveGuard} />;
}
