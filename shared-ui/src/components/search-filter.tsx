import { SearchOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { Input } from 'antd';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../hooks/use-debounced-value';

/** Every list's search takes at most this much text (shared-contracts SearchQuerySchema, FilterSearchSchema). */
const SEARCH_MAX_LENGTH = 200;

export interface SearchFilterProps {
  value: string;
  onChange: (search: string) => void;
  placeholder: string;
  /** Its width in pixels where it stands in a row of filters. */
  width?: number;
  /** As wide as its container (next to the filter button of a narrow screen) instead. */
  block?: boolean;
}

/**
 * A list's search box. What is typed reaches the list once it has settled (SEARCH_DEBOUNCE_MS,
 * spec 001 §9); a value changed elsewhere (the address, another tab of the same list) replaces the
 * text.
 */
export function SearchFilter({ value, onChange, placeholder, width = 240, block }: SearchFilterProps) {
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
      style={{ width: block ? '100%' : width }}
    />
  );
}
