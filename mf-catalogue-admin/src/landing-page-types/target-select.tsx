import { useLingui } from '@lingui/react/macro';
import { searchTargets } from '@portal/shared-contracts/catalogue';
import type { NamedRef } from '@portal/shared-contracts/core';
import { Select, Spin } from '@portal/shared-ui/components';
import { useState } from 'react';
import useSWR from 'swr';
import { useErrorText } from '../common/error-text';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../common/use-debounced-value';

interface TargetSelectProps {
  id: string;
  value: NamedRef[];
  onChange: (targets: NamedRef[]) => void;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The shops a type allows, searched on the server by name or address (GET /targeting/target/search,
 * active shops; the text waits 500 ms). The chosen ones keep their names while a search does not
 * find them, including a shop deactivated since.
 */
export function TargetSelect({ id, value, onChange, ...aria }: TargetSelectProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const found = useSWR(['targeting/target/search', settled], ([, name]) => searchTargets(name), {
    keepPreviousData: true,
  });
  const byId = new Map<number, NamedRef>();
  for (const { id: targetId, name } of [...value, ...(found.data ?? [])])
    byId.set(targetId, { id: targetId, name });
  const options = [...byId.values()].map((target) => ({ value: target.id, label: target.name }));
  const loadError = found.error ? errorText(found.error) : '';

  return (
    <>
      <Select<number[]>
        id={id}
        mode="multiple"
        allowClear
        style={{ width: '100%' }}
        placeholder={t`Všechny weby`}
        showSearch={{ filterOption: false, onSearch: setText }}
        loading={found.isLoading}
        notFoundContent={found.isLoading ? <Spin size="small" /> : t`Nenalezeno`}
        options={options}
        value={value.map((target) => target.id)}
        onChange={(ids) => {
          setText('');
          onChange(ids.map((chosen) => byId.get(chosen) ?? { id: chosen, name: String(chosen) }));
        }}
        {...aria}
      />
      {found.error && (
        <div role="alert" style={{ color: '#ff4d4f', marginTop: 4 }}>
          {t`Weby se nepodařilo načíst: ${loadError}`}
        </div>
      )}
    </>
  );
}
