import { useLingui } from '@lingui/react/macro';
import type { LandingPageType } from '@portal/shared-contracts/landing-pages';
import { Button, Empty, Flex, LoadError, PageTitle, PlusOutlined, Table } from '@portal/shared-ui/components';
import { useNavigate, useParams } from '@portal/shared-ui/router';
import { lazy, Suspense } from 'react';
import { useLandingPageTypeColumns } from './landing-page-type-columns';
import { LANDING_PAGE_TYPES_PATH, landingPageTypePath, typeCardOf } from './landing-page-type-path';
import { useDeleteLandingPageType } from './use-delete-landing-page-type';
import { useLandingPageTypes } from './use-landing-page-types';

// The card and its pickers load when a card is first opened, not with the list.
const LandingPageTypeCard = lazy(() =>
  import('./landing-page-type-card').then((module) => ({ default: module.LandingPageTypeCard })),
);

/**
 * The administrator's landing page types at /settings/landing-page-types (spec 000 §2): the table
 * of every type with edit and delete, and the card to create or edit one, open while the address
 * names it (/settings/landing-page-types/new or /{id}), so it can be reloaded and shared.
 */
export default function LandingPageTypesPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const card = typeCardOf(useParams().landingPageTypeId);
  const types = useLandingPageTypes();
  const [remove, deleteHolder] = useDeleteLandingPageType();
  const columns = useLandingPageTypeColumns({
    onEdit: (type) => void navigate(landingPageTypePath(type.id)),
    onDelete: remove,
  });
  const createButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(landingPageTypePath('new'))}>
      {t`Nový typ landing page`}
    </Button>
  );
  const emptyText =
    types.isLoading || types.error ? (
      <span />
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`Zatím tu nejsou žádné typy landing pages.`}>
        {createButton}
      </Empty>
    );

  return (
    <section aria-labelledby="landing-page-types-title">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <PageTitle id="landing-page-types-title" style={{ margin: 0 }}>
          {t`Typy landing pages`}
        </PageTitle>
        {createButton}
      </Flex>
      {types.error && (
        <div style={{ marginBottom: 16 }}>
          <LoadError
            title={t`Typy landing pages se nepodařilo načíst.`}
            error={types.error}
            onRetry={() => void types.mutate()}
          />
        </div>
      )}
      <Table<LandingPageType>
        rowKey="id"
        aria-label={t`Typy landing pages`}
        columns={columns}
        dataSource={types.data ?? []}
        loading={types.isLoading}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText }}
      />
      {card && (
        <Suspense fallback={null}>
          <LandingPageTypeCard card={card} onClose={() => void navigate(LANDING_PAGE_TYPES_PATH)} />
        </Suspense>
      )}
      {deleteHolder}
    </section>
  );
}
