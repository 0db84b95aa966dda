import { useLingui } from '@lingui/react/macro';
import { Input, SearchOutlined } from '@portal/shared-ui/components';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/** Spec 001 §9: the search input waits until the typing has settled for 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

interface SearchFilterProps {
  value: string;
  onChange: (search: string) => void;
  placeholder: string;
}

/**
 * The list's search box. What is typed reaches the list once it has settled (SEARCH_DEBOUNCE_MS);
 * a value changed elsewhere (the address, another tab of the same list) replaces the text.
 */
export function SearchFilter({ value, onChange, placeholder }: SearchFilterProps) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // The last value this box gave the list or took from it, so neither echoes the other.
  const known = useRef(value);
  const settle = useEffectEvent((next: string) => onChange(next));

  useEffect(() => {
    if (settled !== known.current) {
      known.current = settled;
      settle(settled);
    }
  }, [settled]);

  useEffect(() => {
    if (value !== known.current) {
      known.current = value;
      setText(value);
    }
  }, [value]);

  return (
    <Input
      aria-label={t`Hledat`}
      placeholder={placeholder}
      prefix={<SearchOutlined />}
      allowClear
      value={text}
      onChange={(event) => setText(event.target.value)}
      style={{ width: 280 }}
    />
  );
}
