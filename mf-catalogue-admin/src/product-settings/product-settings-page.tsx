import { useLingui } from '@lingui/react/macro';
import type { ProductSettingsRow } from '@portal/shared-contracts/catalogue';
import { Empty, Flex, LoadError, PageTitle, Table } from '@portal/shared-ui/components';
import { useNavigate } from '@portal/shared-ui/router';
import { useProductSettingsColumns } from './product-settings-columns';
import { productSettingsPath } from './product-settings-path';
import { useProductSettingsList } from './use-product-settings';

/**
 * The administrator's product settings at /settings/tools (spec 000 §2 "Product settings"): every
 * product, also inactive ones, in the product list's order, read-only; each opens its detail.
 */
export default function ProductSettingsPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const products = useProductSettingsList();
  const columns = useProductSettingsColumns({
    onEdit: (product) => void navigate(productSettingsPath(product.id)),
  });
  const emptyText =
    products.isLoading || products.error ? (
      <span />
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`Zatím tu nejsou žádné produkty.`} />
    );

  return (
    <section aria-labelledby="product-settings-title">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <PageTitle id="product-settings-title" style={{ margin: 0 }}>
          {t`Nastavení produktů`}
        </PageTitle>
      </Flex>
      {products.error && (
        <div style={{ marginBottom: 16 }}>
          <LoadError
            title={t`Produkty se nepodařilo načíst.`}
            error={products.error}
            onRetry={() => void products.mutate()}
          />
        </div>
      )}
      <Table<ProductSettingsRow>
        rowKey="id"
        aria-label={t`Nastavení produktů`}
        columns={columns}
        dataSource={products.data ?? []}
        loading={products.isLoading}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText }}
      />
    </section>
  );
}
