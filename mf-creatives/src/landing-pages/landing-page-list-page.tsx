import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { LandingPageSummary } from '@portal/shared-contracts/landing-pages';
import { useCurrentUser } from '@portal/shared-ui';
import {
  Button,
  Empty,
  EmptyState,
  Flex,
  PageTitle,
  PlusOutlined,
  ServerList,
  Typography,
} from '@portal/shared-ui/components';
import { useNavigate } from '@portal/shared-ui/router';
import { lazy, Suspense, useState } from 'react';
import { ruleViewer } from '@portal/shared-ui';
import { useLandingPageColumns } from './landing-page-columns';
import { LandingPageFilters } from './landing-page-filters';
import { landingPagePath } from './landing-page-view';
import { useLandingPageList } from './use-landing-page-list';

// The dialog and its pickers load when "Create landing page" is first pressed, not with the list.
const CreateLandingPageDialog = lazy(() =>
  import('./create-landing-page-dialog').then((module) => ({ default: module.CreateLandingPageDialog })),
);

/**
 * The landing page list at /landing-pages (spec 000 §2 "Landing pages"): the filters, the server-paged
 * and sorted table (name, target web, company for retailer staff and agencies, active, state,
 * actions), the pager whose size is remembered per route, and the create dialog. Its state is in the
 * address, so a reload or a shared link shows the same page of the same filter.
 */
export default function LandingPageListPage() {
  const { t } = useLingui();
  const user = useCurrentUser()!;
  const navigate = useNavigate();
  const { list, filters, filtered, filterData } = useLandingPageList();
  const [creating, setCreating] = useState(false);
  const seesCompanies = user.isRetailer || user.isAgency;
  const columns = useLandingPageColumns({ sort: list.sort, seesCompanies, viewer: ruleViewer(user) });
  const data = list.data;
  const createButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
      {t`Vytvořit landing page`}
    </Button>
  );
  // With no filter, an empty list means there are no pages yet: say so and offer to make one.
  const emptyText = filtered ? (
    <EmptyState />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`Zatím tu nejsou žádné landing pages.`}>
      {createButton}
    </Empty>
  );

  return (
    <section aria-labelledby="landing-page-list-title">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex align="baseline" gap={12} wrap>
          <PageTitle id="landing-page-list-title" style={{ margin: 0 }}>
            {t`Landing pages`}
          </PageTitle>
          {data !== undefined && (
            <Typography.Text type="secondary" data-testid="landing-pages-total">
              {plural(data.totalCount, {
                one: 'Nalezena # landing page',
                few: 'Nalezeny # landing pages',
                other: 'Nalezeno # landing pages',
              })}
            </Typography.Text>
          )}
        </Flex>
        {createButton}
      </Flex>
      {creating && (
        <Suspense fallback={null}>
          <CreateLandingPageDialog
            onClose={() => setCreating(false)}
            onCreated={(page) => void navigate(landingPagePath(page.id, 'edit'))}
          />
        </Suspense>
      )}
      <LandingPageFilters
        value={filters}
        options={filterData}
        seesCompanies={seesCompanies}
        onChange={list.setFilters}
      />
      <ServerList<LandingPageSummary>
        label={t`Landing pages`}
        columns={columns}
        rows={data?.items}
        total={data?.totalCount}
        list={list}
        minWidth={900}
        errorTitle={t`Landing pages se nepodařilo načíst.`}
        emptyText={list.loading || list.error !== null ? <span /> : emptyText}
      />
    </section>
  );
}
