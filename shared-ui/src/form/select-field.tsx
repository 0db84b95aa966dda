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

/** A thing chosen with its name, as a `named` select keeps it in the form (shared-contracts' NamedRef). */
export interface NamedChoice<Value> {
  id: Value;
  name: string;
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
  /** The screen's options are still being read (a list the screen loads itself). */
  loading?: boolean;
  /** The chosen value's option while the server's answer does not hold it (an edit form's start). */
  selected?: SelectOption<Value> | null;
  multiple?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  /**
   * The form keeps the chosen `{ id, name }` (a list of them, `multiple`) rather than the id, where the
   * screen has the thing with its name (an edit form's start): its name shows whatever the options
   * hold now (a search's answer, a thing deactivated since). The request takes the id (`toRequest`).
   */
  named?: boolean;
  /** Any change besides the value's own, e.g. clearing a field that depends on this one. */
  onChanged?: (value: Value | Value[] | null) => void;
}

type Held<Value> = Value | Value[] | NamedChoice<Value> | NamedChoice<Value>[] | null;

const listOf = <T,>(value: T | T[] | null | undefined): T[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];

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
  loading,
  selected,
  multiple,
  placeholder,
  allowClear,
  named,
  onChanged,
  ...rest
}: SelectFieldProps<Value>) {
  const { t } = useLingui();
  const id = fieldId({ id: rest.id, name });
  const { input, error, aria, status } = useFormField<Held<Value>>(name, { id, help, required });
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
          // A search that does not take the signal still answers: an older question's answer is late.
          (answer) => {
            if (!controller.signal.aborted) setFound({ options: answer, loading: false, failed: false });
          },
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
  const chosen = named
    ? listOf(input.value as NamedChoice<Value> | NamedChoice<Value>[] | null).map((choice) => ({
        value: choice.id,
        label: choice.name,
      }))
    : [];
  // The chosen options stay nameable while a search answer does not hold them.
  const missing = [...(selected ? [selected] : []), ...chosen].filter(
    (option, index, all) =>
      !shown.some((one) => one.value === option.value) &&
      all.findIndex((one) => one.value === option.value) === index,
  );
  const withSelected = [...missing, ...shown];
  const shownValue = named
    ? multiple
      ? chosen.map((option) => option.value)
      : chosen[0]?.value
    : ((input.value as Value | Value[] | null) ?? undefined);
  const choiceOf = (value: Value): NamedChoice<Value> => {
    const option = withSelected.find((one) => one.value === value);
    return { id: value, name: option?.label ?? String(value) };
  };
  const change = (value: Value | Value[] | undefined) => {
    const next = value ?? (multiple ? [] : null);
    input.onChange(
      named ? (Array.isArray(next) ? next.map(choiceOf) : next === null ? null : choiceOf(next)) : next,
    );
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
        loading={loading || found.loading}
        notFoundContent={found.failed ? t`Nepodařilo se načíst možnosti.` : undefined}
        options={withSelected}
        value={shownValue}
        onChange={change}
        onOpenChange={setOpen}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      />
    </FieldFrame>
  );
}
