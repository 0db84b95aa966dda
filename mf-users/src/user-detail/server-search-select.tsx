import { useLingui } from '@lingui/react/macro';
import type { NamedRef } from '@portal/shared-contracts/core';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue, useErrorText } from '@portal/shared-ui';
import { Select, Spin } from '@portal/shared-ui/components';
import { useState } from 'react';
import useSWR from 'swr';
import type { FormFieldState } from '@portal/shared-ui/form';

interface SearchProps {
  id: string;
  /** The SWR key of the search (the text is added). */
  cacheKey: string;
  /** Asks the server for the options whose name contains the text. */
  search: (text: string) => Promise<NamedRef[]>;
  placeholder?: string;
  disabled?: boolean;
}

/** The choices of a search on the server: the typed text waits 500 ms (spec 001 §9). */
function useServerOptions({ cacheKey, search }: Pick<SearchProps, 'cacheKey' | 'search'>) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const found = useSWR([cacheKey, settled], () => search(settled), { keepPreviousData: true });
  return { found, setText };
}

/** The chosen ones stay shown with their names even when the current search does not find them. */
function optionsOf(found: NamedRef[] | undefined, chosen: NamedRef[]) {
  const byId = new Map<number, NamedRef>();
  for (const ref of [...chosen, ...(found ?? [])]) byId.set(ref.id, ref);
  return [...byId.values()].map((ref) => ({ value: ref.id, label: ref.name }));
}

export type FieldAria = FormFieldState<unknown>['aria'];

/** Several named records searched on the server (brands, vendor companies). */
export function ServerSearchMultiSelect({
  id,
  value,
  onChange,
  status,
  aria,
  ...props
}: SearchProps & {
  value: NamedRef[];
  onChange: (value: NamedRef[]) => void;
  status?: 'error';
  /** The form field's accessibility attributes (invalid, described by its help and message). */
  aria?: FieldAria;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const { found, setText } = useServerOptions(props);
  const options = optionsOf(found.data, value);
  const loadError = found.error ? errorText(found.error) : '';
  return (
    <>
      <Select<number[]>
        id={id}
        mode="multiple"
        allowClear
        style={{ width: '100%' }}
        placeholder={props.placeholder}
        disabled={props.disabled}
        status={status}
        {...aria}
        showSearch={{ filterOption: false, onSearch: setText }}
        loading={found.isLoading}
        notFoundContent={found.isLoading ? <Spin size="small" /> : t`Nenalezeno`}
        options={options}
        value={value.map((ref) => ref.id)}
        onChange={(ids) => {
          setText('');
          onChange(
            ids.map((chosenId) => ({
              id: chosenId,
              name: String(options.find((option) => option.value === chosenId)?.label ?? chosenId),
            })),
          );
        }}
      />
      {found.error && (
        <div role="alert" style={{ color: '#ff4d4f', marginTop: 4 }}>
          {t`Nabídku se nepodařilo načíst: ${loadError}`}
        </div>
      )}
    </>
  );
}

/** One named record searched on the server (the invited user's company). */
export function ServerSearchSelect({
  id,
  value,
  onChange,
  ...props
}: SearchProps & { value: NamedRef | null; onChange: (value: NamedRef | null) => void }) {
  const { t } = useLingui();
  const { found, setText } = useServerOptions(props);
  const options = optionsOf(found.data, value ? [value] : []);
  return (
    <Select<number>
      id={id}
      allowClear
      style={{ width: '100%' }}
      placeholder={props.placeholder}
      disabled={props.disabled}
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={found.isLoading}
      notFoundContent={found.isLoading ? <Spin size="small" /> : t`Nenalezeno`}
      options={options}
      value={value?.id}
      onChange={(chosenId) => {
        setText('');
        const option = options.find((candidate) => candidate.value === chosenId);
        onChange(option ? { id: option.value, name: String(option.label) } : null);
      }}
    />
  );
}
