import type { useForm } from '@portal/shared-ui/form';

/** final-form's form API, as the kit's useForm gives it (the remote takes final-form through the kit). */
type FormApi<Values extends object> = ReturnType<typeof useForm<Values>>;

/** Sets values of the order form together (a new start moves the end): each changed field counts as changed. */
export function changeValues<Values extends object>(form: FormApi<Values>, patch: Partial<Values>) {
  form.batch(() => {
    for (const [name, value] of Object.entries(patch)) form.change(name as keyof Values, value as never);
  });
}

/** The server's refusal of a field, shown until the field is changed again; null when none. */
export function serverErrorOf<Values extends object>(form: FormApi<Values>, field: string): string | null {
  const state = form.getFieldState(field as keyof Values);
  return state && !state.modifiedSinceLastSubmit ? ((state.submitError as string | undefined) ?? null) : null;
}
