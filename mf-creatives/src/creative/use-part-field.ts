import { useField } from '@portal/shared-ui/form';

/**
 * A part of a creative or a landing page in the form. Unlike the kit's fields, its rule's message
 * shows at once, also for a value saved before the format's rules changed (spec 001 §5); the
 * server's message stands until the part is edited.
 */
export function usePartField<Value>(name: string) {
  const { input, meta } = useField<Value>(name, {
    subscription: { value: true, error: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const server = meta.dirtySinceLastSubmit ? undefined : (meta.submitError as string | undefined);
  const error = (meta.error as string | undefined) || server || null;
  return { input, error };
}
