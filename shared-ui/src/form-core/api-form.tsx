import type { FormApi, FormState } from 'final-form';
import { useRef, type ComponentType, type FormHTMLAttributes, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { ApiFormConfig } from './use-api-form';
import { ShowIssuesContext } from './show-issues';
import { UploadProgressContext } from './upload-progress';

type Rendered<Values> = Pick<
  FormState<Values>,
  'values' | 'submitting' | 'dirty' | 'valid' | 'submitError' | 'submitSucceeded'
> & { form: FormApi<Values> };

export interface ApiFormProps<Values extends object> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> {
  form: ApiFormConfig<Values>;
  /** The fields and the actions; a function of the form's state when they depend on the values. */
  children: ReactNode | ((state: Rendered<Values>) => ReactNode);
  /**
   * After a send refused by the browser's checks or the server, once the errors show: where the
   * screen wants the focus (a summary of problems no field shows). The first field in error by default.
   */
  onRefused?: (element: HTMLFormElement) => void;
  /**
   * What asks before a form with unsaved changes is left, rendered inside the form when its
   * `guardLeave` is on. The kit's question is an antd dialog, so only `@portal/shared-ui/form`
   * passes one: a form on this entry alone (the sign-in pages) is left without asking.
   */
  leaveGuard?: ComponentType;
}

/** Focuses the first field that shows an error, in the order a person reads the form. */
function focusFirstInvalid(element: HTMLFormElement) {
  element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * The <form> of useApiForm: final-form's state for the fields inside, the leave guard it is given,
 * and after a refused send (by the browser's checks or the server) the focus on the first field in
 * error.
 */
export function ApiForm<Values extends object>({
  form,
  children,
  onRefused = focusFirstInvalid,
  leaveGuard: LeaveGuard,
  ...attributes
}: ApiFormProps<Values>) {
  const element = useRef<HTMLFormElement>(null);
  return (
    <UploadProgressContext value={form.progress}>
      <ShowIssuesContext value={form.showIssues}>
        <Form<Values>
          onSubmit={form.onSubmit}
          validate={form.validate}
          initialValues={form.initialValues}
          subscription={{
            values: true,
            submitting: true,
            dirty: true,
            valid: true,
            submitError: true,
            submitSucceeded: true,
          }}
          render={({
            handleSubmit,
            form: api,
            values,
            submitting,
            dirty,
            valid,
            submitError,
            submitSucceeded,
          }) => (
            <form
              ref={element}
              noValidate
              aria-busy={submitting || undefined}
              {...attributes}
              onSubmit={(event) => {
                const sent = handleSubmit(event);
                void Promise.resolve(sent).then(() => {
                  if (!api.getState().hasValidationErrors && !api.getState().hasSubmitErrors) return;
                  // After the render that shows the errors.
                  setTimeout(() => {
                    if (element.current) onRefused(element.current);
                  }, 0);
                });
              }}
            >
              {typeof children === 'function'
                ? children({ values, submitting, dirty, valid, submitError, submitSucceeded, form: api })
                : children}
              {form.guardLeave && LeaveGuard && <LeaveGuard />}
            </form>
          )}
        />
      </ShowIssuesContext>
    </UploadProgressContext>
  );
}
