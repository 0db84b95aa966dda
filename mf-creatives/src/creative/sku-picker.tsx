import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { searchTargetProducts, findTargetProductBySku } from '@portal/shared-contracts/catalogue';
import { fieldRules, skusOf, type CreativeFormatField } from '@portal/shared-contracts/creatives';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue, useErrorText } from '@portal/shared-ui';
import { Input, Select, Spin } from '@portal/shared-ui/components';
import { useState } from 'react';
import useSWR from 'swr';

interface SkuPickerProps {
  id: string;
  text: string;
  onChange: (text: string) => void;
  /** The shop whose products may be promoted; null when the product has none, undefined while it loads. */
  targetId: number | null | undefined;
  companyId: number;
  disabled?: boolean;
  describedBy?: string;
}

/** The count rule of a SKU field as a sentence (spec 001 §5 "minimum and maximum SKU count"). */
export function useSkuCountHint(field: CreativeFormatField): string | null {
  const { skuMin, skuMax } = fieldRules(field.restrictions);
  if (skuMin !== undefined && skuMax !== undefined) {
    const min = skuMin;
    return plural(skuMax, {
      one: `Zvolte ${min} až # produkt.`,
      few: `Zvolte ${min} až # produkty.`,
      other: `Zvolte ${min} až # produktů.`,
    });
  }
  if (skuMin !== undefined)
    return plural(skuMin, {
      one: 'Zvolte alespoň # produkt.',
      few: 'Zvolte alespoň # produkty.',
      other: 'Zvolte alespoň # produktů.',
    });
  if (skuMax !== undefined)
    return plural(skuMax, {
      one: 'Zvolte nejvýše # produkt.',
      few: 'Zvolte nejvýše # produkty.',
      other: 'Zvolte nejvýše # produktů.',
    });
  return null;
}

/**
 * The SKU picker of native-format products (spec 000 §2): the shop's products searched by name or SKU
 * (debounced), chosen ones as chips, and an SKU typed or pasted looked up directly. The value is the
 * field's text: the SKUs joined by commas (skusOf of shared-contracts reads it back). Without a known
 * shop, SKUs are typed as chips and the server checks them on save.
 */
export function SkuPicker({
  id,
  text,
  onChange,
  targetId,
  companyId,
  disabled,
  describedBy,
}: SkuPickerProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const skus = skusOf(text);
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const [lookup, setLookup] = useState('');
  const [lookupMessage, setLookupMessage] = useState<string | null>(null);
  const [lookingUp, setLookingUp] = useState(false);
  const shop = typeof targetId === 'number' ? targetId : null;
  const found = useSWR(
    shop !== null && !disabled ? ['creative-sku-search', shop, companyId, name] : null,
    () => searchTargetProducts({ targetId: shop!, name, advertiserCompanyId: companyId }),
    { keepPreviousData: true },
  );
  const options = (found.data ?? []).map((product) => ({
    value: product.externalIdentifier,
    label: product.nameWithSku,
  }));
  for (const sku of skus)
    if (!options.some((option) => option.value === sku))
      options.push({ value: sku, label: labels[sku] ?? sku });

  const change = (next: string[]) => {
    const known = Object.fromEntries(
      (found.data ?? []).map((product) => [product.externalIdentifier, product.nameWithSku]),
    );
    setLabels((previous) => ({ ...previous, ...known }));
    onChange([...new Set(next.map((sku) => sku.trim()).filter(Boolean))].join(', '));
  };

  const addTyped = async () => {
    const sku = lookup.trim();
    if (!sku || shop === null) return;
    setLookingUp(true);
    setLookupMessage(null);
    try {
      const product = await findTargetProductBySku(shop, sku);
      if (product) {
        setLabels((previous) => ({ ...previous, [product.externalIdentifier]: product.nameWithSku }));
        onChange([...new Set([...skus, product.externalIdentifier])].join(', '));
        setLookup('');
      } else setLookupMessage(t`Produkt s tímto SKU v e-shopu není.`);
    } catch (caught) {
      setLookupMessage(errorText(caught));
    } finally {
      setLookingUp(false);
    }
  };

  return (
    <>
      <Select<string[]>
        id={id}
        mode={targetId === null ? 'tags' : 'multiple'}
        style={{ width: '100%' }}
        value={skus}
        disabled={disabled}
        aria-describedby={describedBy}
        placeholder={targetId === null ? t`Napište SKU a potvrďte Enterem` : t`Hledejte podle názvu nebo SKU`}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        loading={found.isLoading}
        notFoundContent={found.isLoading ? <Spin size="small" /> : t`Nenalezeno`}
        options={options}
        onChange={change}
        tokenSeparators={[',', ';']}
      />
      {shop !== null && !disabled && (
        <div style={{ marginTop: 8 }}>
          <Input.Search
            id={`${id}-lookup`}
            aria-label={t`Přidat produkt podle SKU`}
            placeholder={t`Přidat produkt podle SKU`}
            value={lookup}
            enterButton={t`Přidat`}
            loading={lookingUp}
            onChange={(event) => setLookup(event.target.value)}
            // Enter adds the SKU; it must not also submit the creative's form.
            onPressEnter={(event) => event.preventDefault()}
            onSearch={() => void addTyped()}
            style={{ maxWidth: 420 }}
          />
          {lookupMessage && (
            <div role="alert" style={{ color: '#ff4d4f', marginTop: 4 }}>
              {lookupMessage}
            </div>
          )}
          {found.error && (
            <div role="alert" style={{ color: '#ff4d4f', marginTop: 4 }}>
              {t`Produkty e-shopu se nepodařilo načíst: ${errorText(found.error)}`}
            </div>
          )}
        </div>
      )}
    </>
  );
}
