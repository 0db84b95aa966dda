import { useLingui } from '@lingui/react/macro';
import { getActiveCategories, type Product } from '@portal/shared-contracts/catalogue';
import { useCurrentUser, useLocale } from '@portal/shared-ui';
import { EmptyState, LoadError, LoadingPanel, PageTitle, SectionTitle } from '@portal/shared-ui/components';
import { useNavigate, useSearchParams } from '@portal/shared-ui/router';
import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { AvailabilityModal } from '../availability/availability-modal';
import { ProductCard } from './product-card';
import { ShowMoreText } from './show-more-text';

/**
 * 1 to 4 columns by width (spec §9): columns at least 240 px wide, and never narrower than a quarter
 * of the row, so a wide screen shows four.
 */
// 1 to 4 columns by width (spec 000 §2 "Product list"); a category with fewer products than columns
// spreads them over the whole row (auto-fit) rather than leaving the rest of it empty.
const GRID_STYLE = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(max(240px, calc((100% - 48px) / 4)), 1fr))',
} as const;

/**
 * The product list (/tools, buyers): categories in order, each with its text and a grid of its
 * active products. The open availability modal is in the address (?availability=productId).
 */
export default function ProductListPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // Keyed by the language too: the catalogue's texts are in it, so a switch reads them again.
  const locale = useLocale();
  const { data, error, isLoading, mutate } = useSWR(['categories/active', locale], () =>
    getActiveCategories(),
  );

  // Spec: the product list is not for retailers, who go to the campaign list (the shell does it too).
  useEffect(() => {
    if (user?.isRetailer) navigate('/campaigns', { replace: true });
  }, [user, navigate]);

  const availabilityId = Number(params.get('availability'));
  const availabilityProduct = useMemo<Product | null>(
    () =>
      data?.flatMap((category) => category.products).find((product) => product.id === availabilityId) ?? null,
    [data, availabilityId],
  );
  const openAvailability = (productId: number | null) =>
    setParams(productId ? { availability: String(productId) } : {}, { replace: productId === null });

  return (
    <section aria-labelledby="product-list-title">
      <PageTitle id="product-list-title">{t`Produkty`}</PageTitle>
      {error && !data && (
        <LoadError title={t`Produkty se nepodařilo načíst.`} error={error} onRetry={() => void mutate()} />
      )}
      {isLoading && <LoadingPanel />}
      {data && data.length === 0 && <EmptyState />}
      {data?.map((category) => (
        <section
          key={category.id}
          aria-labelledby={`category-${category.id}`}
          style={{ marginBottom: 32 }}
          data-testid="product-category"
        >
          <SectionTitle level={2} size={3} id={`category-${category.id}`} style={{ marginBottom: 4 }}>
            {category.title}
          </SectionTitle>
          <ShowMoreText short={category.shortDescription} full={category.description} />
          {category.products.length === 0 ? (
            <EmptyState />
          ) : (
            <div style={GRID_STYLE}>
              {category.products.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  onAvailability={() => openAvailability(product.id)}
                />
              ))}
            </div>
          )}
        </section>
      ))}
      <AvailabilityModal product={availabilityProduct} onClose={() => openAvailability(null)} />
    </section>
  );
}
