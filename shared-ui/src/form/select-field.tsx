import { useLingui } from '@lingui/react/macro';
import { Select } from '@portal/shared-ui/components';
import { useEffect, useEffectEvent, useState } from 'react';
import { FieldFrame } from './field-frame';
import { fieldId, type FieldProps } from './field-props';
import { useFormField } from './use-form-field';

export interface SelectOption<Value> {
  value: Value;
  label: string;
  disabled?: boolean;
}

/** Spec 001 §9: a search waits until the typing has settled. */
export const SELECT_SEARCH_DEBOUNCE_MS = 500;

export interface SelectFieldProps<Value> extends FieldProps {
  /** The choices, when the screen has them all. */
  options?: SelectOption<Value>[];
  /**
   * The choices matching a text, from the server: asked when the list opens and as the person types
   * (after SELECT_SEARCH_DEBOUNCE_MS); an older question still running is cancelled.
   */
  search?: (text: string, signal: AbortSignal) => Promise<SelectOption<Value>[]>;
  /** The chosen value's option while the server's answer does not hold it (an edit form's start). */
  selected?: SelectOption<Value> | null;
  multiple?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  /** Any change besides the value's own, e.g. clearing a field that depends on this one. */
  onChanged?: (value: Value | Value[] | null) => void;
}

/**
 * A choice of one value (or several, `multiple`), from the screen's options or searched on the
 * server. Empty is null (or []), so that the schema says it is required.
 */
export function SelectField<Value extends string | number>({
  name,
  label,
  required,
  help,
  disabled,
  options,
  search,
  selected,
  multiple,
  placeholder,
  allowClear,
  onChanged,
  ...rest
}: SelectFieldProps<Value>) {
  const { t } = useLingui();
  const id = fieldId({ id: rest.id, name });
  const { input, error, aria, status } = useFormField<Value | Value[] | null>(name, { id, help, required });
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<{ options: SelectOption<Value>[]; loading: boolean; failed: boolean }>({
    options: [],
    loading: false,
    failed: false,
  });

  // The screen's search function, often made anew each render: only the text and the list's
  // opening start a question.
  const ask = useEffectEvent((question: string, signal: AbortSignal) => search!(question, signal));
  const searchable = Boolean(search);
  useEffect(() => {
    if (!searchable || !open) return;
    const controller = new AbortController();
    setFound((previous) => ({ ...previous, loading: true, failed: false }));
    const timer = setTimeout(
      () =>
        ask(text, controller.signal).then(
          (answer) => setFound({ options: answer, loading: false, failed: false }),
          () => {
            if (!controller.signal.aborted) setFound({ options: [], loading: false, failed: true });
          },
        ),
      text === '' ? 0 : SELECT_SEARCH_DEBOUNCE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [searchable, open, text]);

  const shown = search ? found.options : (options ?? []);
  // The chosen option stays nameable while a search answer does not hold it.
  const withSelected =
    selected && !shown.some((option) => option.value === selected.value) ? [selected, ...shown] : shown;
  const change = (value: Value | Value[] | undefined) => {
    const next = value ?? (multiple ? [] : null);
    input.onChange(next);
    onChanged?.(next);
  };
  return (
    <FieldFrame id={id} label={label} required={required} help={help} error={error}>
      <Select<Value | Value[]>
        id={id}
        mode={multiple ? 'multiple' : undefined}
        disabled={disabled}
        status={status}
        {...aria}
        style={{ width: '100%' }}
        placeholder={placeholder}
        allowClear={allowClear}
        showSearch={search ? { filterOption: false, onSearch: setText } : { optionFilterProp: 'label' }}
        loading={found.loading}
        notFoundContent={found.failed ? t`Nepodařilo se načíst možnosti.` : undefined}
        options={withSelected}
        value={input.value ?? undefined}
        onChange={change}
        onOpenChange={setOpen}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      />
    </FieldFrame>
  );
}
