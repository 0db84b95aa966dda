import { useLingui } from '@lingui/react/macro';
import { Input, SearchOutlined } from '@portal/shared-ui/components';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';

/** The filter calls take at most this much search text (shared-contracts FilterSearchSchema). */
const SEARCH_MAX_LENGTH = 200;

interface SearchFilterProps {
  value: string;
  onChange: (search: string) => void;
  placeholder: string;
}

/**
 * A list's search box. What is typed reaches the list once it has settled (500 ms, spec 001 §9); a
 * value changed elsewhere (the address, another tab of the same list) replaces the text.
 */
export function SearchFilter({ value, onChange, placeholder }: SearchFilterProps) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // The last value this box gave the list or took from it, so neither echoes the other.
  const known = useRef(value);
  // The list's current onChange (it merges into the current filters), not the one of the render
  // in which the typing started.
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
      maxLength={SEARCH_MAX_LENGTH}
      value={text}
      onChange={(event) => setText(event.target.value)}
      style={{ width: 260 }}
    />
  );
}
