import { useField } from '@portal/shared-ui/form';
import type { ComponentProps } from 'react';
import { Field } from '../common/field';

/**
 * Makes a value of the order form a field final-form knows: it tracks whether the person changed it,
 * and a server's error for it lands on it (not on the form).
 */
export function useOrderFieldName(name: string) {
  useField(name, { subscription: {} });
}

/** A field with no label of its own (the keywords' fieldset): known to final-form while shown. */
export function OrderFieldName({ name }: { name: string }) {
  useOrderFieldName(name);
  return null;
}

/** A labelled control of the order form for the value `name`, known to final-form while shown. */
export function OrderField({ name, ...props }: ComponentProps<typeof Field> & { name: string }) {
  useOrderFieldName(name);
  return <Field {...props} />;
}
