import { useLingui } from '@lingui/react/macro';
import { getFlatRateProductsWithAvailabilities } from '@portal/shared-contracts/catalogue';
import { getMenuSettings } from '@portal/shared-contracts/core';
import { useCurrentUser, useLocale } from '@portal/shared-ui';
import {
  EmptyState,
  Flex,
  LoadError,
  LoadingPanel,
  PageTitle,
  SectionTitle,
  StatusPanel,
} from '@portal/shared-ui/components';
import { useSearchParams } from '@portal/shared-ui/router';
import useSWR from 'swr';
import { ProductAvailabilityPanel } from './availability-table';
import { useChooseAvailability } from './use-choose-availability';
import { WeeksWindow, windowStart } from './weeks-window';

/** Weeks each product's table shows in the view. */
export const VIEW_WEEKS = 8;

/**
 * The availability view (/availabilities, retailer, when the setting is on): every flat-rate product
 * with availability check, each with its weekly table. The first week is in the address (?from).
 */
export default function AvailabilitiesPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const locale = useLocale();
  const choose = useChooseAvailability();
  const [params, setParams] = useSearchParams();
  const from = windowStart(params.get('from'));
  const menu = useSWR('app-settings/menu', getMenuSettings);
  const products = useSWR(['products/flat-rate-with-availabilities', locale], () =>
    getFlatRateProductsWithAvailabilities(),
  );

  if (menu.data && !menu.data.availabilities) {
    return (
      <StatusPanel
        title={t`Přehled dostupnosti je vypnutý`}
        text={t`Zapnout ho může administrátor v nastavení.`}
      />
    );
  }

  return (
    <section aria-labelledby="availabilities-title">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <PageTitle id="availabilities-title" style={{ margin: 0 }}>
          {t`Dostupnost`}
        </PageTitle>
        <WeeksWindow
          from={from}
          weeks={VIEW_WEEKS}
          onChange={(next) => setParams({ from: next }, { replace: true })}
        />
      </Flex>
      {products.error && !products.data && (
        <LoadError
          title={t`Produkty se nepodařilo načíst.`}
          error={products.error}
          onRetry={() => void products.mutate()}
        />
      )}
      {products.isLoading && <LoadingPanel />}
      {products.data && products.data.length === 0 && <EmptyState />}
      {products.data?.map((product) => (
        <section
          key={product.id}
          aria-labelledby={`availability-product-${product.id}`}
          style={{ marginBottom: 32 }}
        >
          <SectionTitle level={2} size={3} id={`availability-product-${product.id}`}>
            {product.titleOrName}
          </SectionTitle>
          <ProductAvailabilityPanel
            productId={product.id}
            productName={product.titleOrName}
            from={from}
            weeks={VIEW_WEEKS}
            showOccupant={!!user?.isRetailer}
            onChoose={choose}
          />
        </section>
      ))}
    </section>
  );
}
