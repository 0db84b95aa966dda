import type { ReactNode } from 'react';

/** What every field of the kit takes. */
export interface FieldProps {
  /** The field's name in the form's values, dot-separated for a nested one ('company.id'). */
  name: string;
  label: ReactNode;
  /** The control's id; by default made from the name. */
  id?: string;
  required?: boolean;
  help?: ReactNode;
  disabled?: boolean;
}

/** A control id from a field name ('items.0.name' → 'field-items-0-name'). */
export const fieldId = ({ id, name }: Pick<FieldProps, 'id' | 'name'>) =>
  id ?? `field-${name.replace(/\W+/g, '-')}`;
