import { useLingui } from '@lingui/react/macro';
import { searchTargets } from '@portal/shared-contracts/catalogue';
import type { NamedRef } from '@portal/shared-contracts/core';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue, useErrorText } from '@portal/shared-ui';
import { useState } from 'react';
import useSWR from 'swr';

/**
 * Shops searched on the server by name or address (GET /targeting/target/search, active shops; the
 * text waits 500 ms), for a select's options. The chosen ones stay among the options with their
 * names while a search does not find them, including a shop deactivated since.
 */
export function useTargetSearch(chosen: readonly NamedRef[]) {
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const found = useSWR(['targeting/target/search', settled], ([, name]) => searchTargets(name), {
    keepPreviousData: true,
  });
  const byId = new Map<number, NamedRef>();
  for (const { id, name } of [...chosen, ...(found.data ?? [])]) byId.set(id, { id, name });
  return {
    options: [...byId.values()].map((target) => ({ value: target.id, label: target.name })),
    /** The shop of an option, with its name. */
    refOf: (id: number): NamedRef => byId.get(id) ?? { id, name: String(id) },
    search: setText,
    loading: found.isLoading,
    loadError: found.error ? errorText(found.error) : '',
  };
}

/** Under the select when the search failed: the server's message. */
export function TargetLoadError({ loadError }: { loadError: string }) {
  const { t } = useLingui();
  if (!loadError) return null;
  return (
    <div role="alert" style={{ color: '#ff4d4f', marginTop: 4 }}>
      {t`Weby se nepodařilo načíst: ${loadError}`}
    </div>
  );
}
