import { useForm, useFormState } from '@portal/shared-ui/form';
import { useEffect } from 'react';

/**
 * For a form whose Save stays disabled until it is valid (spec 001 §5): a field says what is wrong
 * as soon as it is changed, not only once it is left, or the user would not see why Save is off.
 * The kit shows a field's issue once the field is touched, so a changed field counts as touched.
 */
export function IssuesWhileTyping() {
  const form = useForm();
  const { modified } = useFormState({ subscription: { modified: true } });
  useEffect(() => {
    for (const [name, changed] of Object.entries(modified ?? {}))
      if (changed && !form.getFieldState(name)?.touched) form.blur(name);
  }, [form, modified]);
  return null;
}
