import { useLingui } from '@lingui/react/macro';
import { getTargets, searchTargetProducts } from '@portal/shared-contracts/catalogue';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@portal/shared-ui';
import { useState } from 'react';
import useSWR from 'swr';
import { MultiSelectFilter } from '../common/filter-fields';

/** A chosen promoted product as the list state keeps it: its SKU, and its label for the next visit. */
export interface ChosenTargetProduct {
  externalIdentifier: string;
  nameWithSku: string;
}

interface Props {
  value: ChosenTargetProduct[];
  onChange: (value: ChosenTargetProduct[]) => void;
}

/**
 * The promoted-product filter: the shops' catalogues have ten thousand products and more, so they are
 * searched by name or SKU as the person types (settled for SEARCH_DEBOUNCE_MS), in every shop, and the
 * chosen ones are kept with their labels.
 */
export function TargetProductFilter({ value, onChange }: Props) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data: targets } = useSWR('targeting/target', getTargets);
  const { data: found, isLoading } = useSWR(
    settled && targets ? ['targeting/target-product/search', settled] : null,
    async () =>
      (
        await Promise.all(
          targets!.map((target) => searchTargetProducts({ targetId: target.id, name: settled })),
        )
      ).flat(),
  );

  const chosen = new Map(value.map((product) => [product.externalIdentifier, product]));
  const offered = new Map(chosen);
  for (const product of found ?? []) {
    offered.set(product.externalIdentifier, {
      externalIdentifier: product.externalIdentifier,
      nameWithSku: product.nameWithSku,
    });
  }

  return (
    <MultiSelectFilter
      label={t`Propagovaný produkt`}
      value={value.map((product) => product.externalIdentifier)}
      options={[...offered.values()].map((product) => ({
        value: product.externalIdentifier,
        label: product.nameWithSku,
      }))}
      onChange={(skus) => onChange(skus.flatMap((sku) => offered.get(sku) ?? []))}
      loading={isLoading}
      search={{
        showSearch: true,
        filterOption: false,
        onSearch: setText,
        notFoundContent: settled ? undefined : t`Napište název nebo SKU`,
      }}
    />
  );
}
