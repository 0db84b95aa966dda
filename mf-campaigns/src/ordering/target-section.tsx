import { useLingui } from '@lingui/react/macro';
import {
  findTargetProductBySku,
  findTargetProductByUrl,
  searchLandingPages,
  searchTargetProducts,
  type LandingPageOption,
  type TargetProduct,
} from '@portal/shared-contracts/catalogue';
import type { NamedRef } from '@portal/shared-contracts/core';
import { useDebouncedValue, useErrorText } from '@portal/shared-ui';
import { Input, Select, Spin, Typography } from '@portal/shared-ui/components';
import { Tabs } from '@portal/shared-ui/form-components';
import { useState } from 'react';
import useSWR from 'swr';
import { Field } from '../common/field';
import { useOrderFieldName } from './order-field';
import type { OrderValues, TargetTab } from './order-values';

/** Spec §9: search inputs wait 500 ms. */
const SEARCH_DEBOUNCE_MS = 500;

export interface Advertiser {
  companyId: number | null;
  contactId: number | null;
}

interface TargetSectionProps {
  domainUrl: string | null;
  /** The shop of the product's category: target products and landing pages come from it. */
  target: NamedRef | null;
  advertiser: Advertiser;
  values: Pick<OrderValues, 'targetTab' | 'targetURL' | 'targetProduct' | 'targetLandingPage'>;
  onChange: (change: Partial<OrderValues>) => void;
  /** The rule broken by the custom URL, or a server message about the target. */
  error?: string | null;
}

/**
 * Where the ad leads (document 2 §5, target URL tabs): a custom URL within the category's domain, a
 * product of the shop (searched by name or SKU, or found by a pasted URL or SKU), or an approved
 * landing page of the advertiser. Only the open tab's target is sent.
 */
export function TargetSection({
  domainUrl,
  target,
  advertiser,
  values,
  onChange,
  error,
}: TargetSectionProps) {
  const { t } = useLingui();
  // One field for the target of whichever tab, as the server's errors name it (use-order-form-setup).
  useOrderFieldName('targetURL');
  const items = [
    {
      key: 'url' as const,
      label: t`Vlastní URL`,
      children: (
        <Field
          id="target-url"
          label={t`Cílová URL`}
          error={values.targetTab === 'url' ? error : null}
          help={domainUrl ? t`Adresa musí začínat ${domainUrl}` : undefined}
        >
          <Input
            id="target-url"
            type="url"
            inputMode="url"
            value={values.targetURL}
            placeholder={domainUrl ? `${domainUrl.replace(/\/+$/, '')}/…` : 'https://…'}
            status={values.targetTab === 'url' && error ? 'error' : undefined}
            onChange={(event) => onChange({ targetURL: event.target.value })}
          />
        </Field>
      ),
    },
    ...(target
      ? [
          {
            key: 'product' as const,
            label: t`Produkt e-shopu`,
            children: (
              <TargetProductPicker
                targetId={target.id}
                advertiser={advertiser}
                value={values.targetProduct}
                onChange={(targetProduct) => onChange({ targetProduct })}
                error={values.targetTab === 'product' ? error : null}
              />
            ),
          },
          {
            key: 'landingPage' as const,
            label: t`Landing page`,
            children: (
              <LandingPagePicker
                targetId={target.id}
                companyId={advertiser.companyId}
                value={values.targetLandingPage}
                onChange={(targetLandingPage) => onChange({ targetLandingPage })}
                error={values.targetTab === 'landingPage' ? error : null}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <Tabs
      activeKey={values.targetTab}
      onChange={(key) => onChange({ targetTab: key as TargetTab })}
      items={items}
    />
  );
}

function TargetProductPicker({
  targetId,
  advertiser,
  value,
  onChange,
  error,
}: {
  targetId: number;
  advertiser: Advertiser;
  value: TargetProduct | null;
  onChange: (product: TargetProduct | null) => void;
  error?: string | null;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [lookup, setLookup] = useState('');
  const [lookingUp, setLookingUp] = useState(false);
  const [lookupMessage, setLookupMessage] = useState<string | null>(null);
  const found = useSWR(
    ['target-products', targetId, advertiser.companyId, advertiser.contactId, name],
    () =>
      searchTargetProducts({
        targetId,
        name,
        advertiserCompanyId: advertiser.companyId,
        advertiserCompanyContactId: advertiser.contactId,
      }),
    { keepPreviousData: true },
  );
  const options = (found.data ?? []).map((product) => ({ value: product.id, label: product.nameWithSku }));
  if (value && !options.some((option) => option.value === value.id)) {
    options.unshift({ value: value.id, label: value.nameWithSku });
  }

  const findPasted = async () => {
    const text = lookup.trim();
    if (!text) return;
    setLookingUp(true);
    setLookupMessage(null);
    try {
      const product = /^https?:\/\//i.test(text)
        ? await findTargetProductByUrl(targetId, text)
        : await findTargetProductBySku(targetId, text);
      if (product) {
        onChange(product);
        setLookup('');
      } else {
        setLookupMessage(t`Produkt s touto adresou ani SKU v e-shopu není.`);
      }
    } catch (caught) {
      setLookupMessage(errorText(caught));
    } finally {
      setLookingUp(false);
    }
  };

  const searchError = found.error
    ? t`Produkty e-shopu se nepodařilo načíst: ${errorText(found.error)}`
    : null;
  return (
    <>
      <Field id="target-product" label={t`Propagovaný produkt`} error={error || searchError}>
        <Select<number>
          id="target-product"
          allowClear
          style={{ width: '100%' }}
          placeholder={t`Hledejte podle názvu nebo SKU`}
          showSearch={{ filterOption: false, onSearch: setSearch }}
          loading={found.isLoading}
          notFoundContent={found.isLoading ? <Spin size="small" /> : t`Nenalezeno`}
          options={options}
          value={value?.id}
          onChange={(id) => {
            setSearch('');
            onChange(found.data?.find((product) => product.id === id) ?? (id === value?.id ? value : null));
          }}
        />
      </Field>
      <Field id="target-product-lookup" label={t`Nebo vložte URL či SKU produktu`} error={lookupMessage}>
        <Input.Search
          id="target-product-lookup"
          value={lookup}
          enterButton={t`Najít`}
          loading={lookingUp}
          onChange={(event) => setLookup(event.target.value)}
          onSearch={() => void findPasted()}
        />
      </Field>
      {value && (
        <Typography.Paragraph type="secondary">
          {t`Vybráno:`} {/* An edited item's product comes without its URL: shown by name only. */}
          {value.url ? (
            <a href={value.url} target="_blank" rel="noreferrer">
              {value.nameWithSku}
            </a>
          ) : (
            value.nameWithSku
          )}
        </Typography.Paragraph>
      )}
    </>
  );
}

function LandingPagePicker({
  targetId,
  companyId,
  value,
  onChange,
  error,
}: {
  targetId: number;
  companyId: number | null;
  value: LandingPageOption | null;
  onChange: (page: LandingPageOption | null) => void;
  error?: string | null;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const text = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const pages = useSWR(
    ['landing-pages/search', targetId, companyId, text],
    () => searchLandingPages({ targetId, companyId, search: text }),
    { keepPreviousData: true },
  );
  const label = (page: LandingPageOption) => (page.url ? `${page.name} (${page.url})` : page.name);
  const options = (pages.data ?? []).map((page) => ({ value: page.id, label: label(page) }));
  // An edited item's landing page comes without its URL: shown by name until the search finds it.
  if (value && !options.some((option) => option.value === value.id)) {
    options.unshift({ value: value.id, label: label(value) });
  }
  const loadError = pages.error ? t`Landing pages se nepodařilo načíst: ${errorText(pages.error)}` : null;
  return (
    <Field id="target-landing-page" label={t`Landing page`} error={error || loadError}>
      <Select<number>
        id="target-landing-page"
        allowClear
        style={{ width: '100%' }}
        placeholder={t`Vyberte landing page`}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        loading={pages.isLoading}
        notFoundContent={pages.isLoading ? <Spin size="small" /> : t`Nenalezeno`}
        options={options}
        value={value?.id}
        onChange={(id) => {
          setSearch('');
          onChange(pages.data?.find((page) => page.id === id) ?? (id === value?.id ? value : null));
        }}
      />
    </Field>
  );
}
