import { useLingui } from '@lingui/react/macro';
import { getProductSettings, type ProductSettings } from '@portal/shared-contracts/catalogue';
import { parseRouteId } from '@portal/shared-ui';
import { Alert, Button, Flex, LoadError, LoadingPanel, PageTitle } from '@portal/shared-ui/components';
import { LeftOutlined, notification } from '@portal/shared-ui/form-components';
import { useNavigate, useParams } from '@portal/shared-ui/router';
import { useCatalogueText } from '../common/catalogue-text';
import { useFormReload } from '../common/edit-conflict';
import { PRODUCT_SETTINGS_PATH } from './product-settings-path';
import { ProductSettingsForm } from './product-settings-form';
import { ProductSettingsWarnings } from './product-settings-warnings';
import { isNotFound, useProductSettings, useRefreshProductSettings } from './use-product-settings';

/**
 * The detail of a product at /settings/tools/{id} (spec 000 §2 "Product settings"): its warnings,
 * every field, saved whole; after a save a toast and back to the list. The heading and the toast name
 * the product in the user's language; the form edits its Czech texts with the translations beside them.
 */
export default function ProductSettingsDetailPage() {
  const { t } = useLingui();
  const { productTitle } = useCatalogueText();
  const navigate = useNavigate();
  const productId = parseRouteId(useParams().productId);
  const loaded = useProductSettings(productId);
  const refresh = useRefreshProductSettings();
  const back = () => void navigate(PRODUCT_SETTINGS_PATH);
  // After an edit conflict: the product read again, and the form started from it.
  const { generation, reload } = useFormReload(async () => {
    if (productId !== null) await loaded.mutate(getProductSettings(productId), { revalidate: false });
  });

  const onSaved = (saved: ProductSettings) => {
    notification.success({ title: t`Nastavení produktu uloženo`, description: productTitle(saved) });
    refresh(saved);
    back();
  };

  const body = () => {
    // What was read stays editable when a later read fails; the save then says what is wrong.
    if (loaded.data)
      return (
        <>
          <ProductSettingsWarnings warnings={loaded.data.warnings} />
          <ProductSettingsForm
            key={`${loaded.data.id}:${generation}`}
            product={loaded.data}
            onBack={back}
            onSaved={onSaved}
            onReload={reload}
          />
        </>
      );
    if (productId === null || isNotFound(loaded.error))
      return (
        <Alert
          type="warning"
          showIcon
          title={t`Produkt nebyl nalezen.`}
          description={t`Mohl být smazán, nebo je odkaz chybný.`}
          action={<Button onClick={back}>{t`Zpět na seznam`}</Button>}
        />
      );
    if (loaded.error)
      return (
        <LoadError
          title={t`Produkt se nepodařilo načíst.`}
          error={loaded.error}
          onRetry={() => void loaded.mutate()}
        />
      );
    return <LoadingPanel />;
  };

  return (
    <section aria-labelledby="product-settings-detail-title">
      <Flex align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Button icon={<LeftOutlined />} onClick={back}>
          {t`Zpět`}
        </Button>
        <PageTitle id="product-settings-detail-title" style={{ margin: 0 }}>
          {loaded.data ? productTitle(loaded.data) : t`Nastavení produktu`}
        </PageTitle>
      </Flex>
      {body()}
    </section>
  );
}
