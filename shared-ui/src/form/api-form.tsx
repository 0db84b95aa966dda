import type { FormApi, FormState } from 'final-form';
import { useRef, type FormHTMLAttributes, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { ApiFormConfig } from './use-api-form';
import { LeaveGuard } from './leave-guard';
import { ShowIssuesContext } from './show-issues';
import { UploadProgressContext } from './upload-progress';

type Rendered<Values> = Pick<
  FormState<Values>,
  'values' | 'submitting' | 'dirty' | 'valid' | 'submitError' | 'submitSucceeded'
> & { form: FormApi<Values> };

interface ApiFormProps<Values extends object> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> {
  form: ApiFormConfig<Values>;
  /** The fields and the actions; a function of the form's state when they depend on the values. */
  children: ReactNode | ((state: Rendered<Values>) => ReactNode);
}

/** Focuses the first field that shows an error, in the order a person reads the form. */
function focusFirstInvalid(element: HTMLFormElement | null) {
  // After the render that shows the errors.
  setTimeout(() => element?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

/**
 * The <form> of useApiForm: final-form's state for the fields inside, the leave guard, and after a
 * refused send (by the browser's checks or the server) the focus on the first field in error.
 */
export function ApiForm<Values extends object>({ form, children, ...attributes }: ApiFormProps<Values>) {
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
                  if (api.getState().hasValidationErrors || api.getState().hasSubmitErrors)
                    focusFirstInvalid(element.current);
                });
              }}
            >
              {typeof children === 'function'
                ? children({ values, submitting, dirty, valid, submitError, submitSucceeded, form: api })
                : children}
              {form.guardLeave && <LeaveGuard />}
            </form>
          )}
        />
      </ShowIssuesContext>
    </UploadProgressContext>
  );
}
