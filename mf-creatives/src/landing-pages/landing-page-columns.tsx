import { useLingui } from '@lingui/react/macro';
import type { RuleViewer } from '@portal/shared-contracts/campaign-detail';
import {
  landingPageEditable,
  type LandingPageSortField,
  type LandingPageSummary,
} from '@portal/shared-contracts/landing-pages';
import { sortableColumn, type ListSort } from '@portal/shared-ui';
import { Button, Flex, Tag, Typography, type TableColumnsType } from '@portal/shared-ui/components';
import { EditOutlined, EyeOutlined, Tooltip } from '@portal/shared-ui/form-components';
import { Link, useNavigate } from '@portal/shared-ui/router';
import { CreativeStateTag } from '../common/creative-state-tag';
import { landingPagePath } from './landing-page-view';

/**
 * The columns of the landing page list (spec 000 §2 "Landing pages"): name (with its address), target
 * web, company (retailer staff and agencies only), active, state, and the actions: open the detail,
 * and edit when the page's state lets the viewer (landingPageEditable). Sorted on the server.
 */
export function useLandingPageColumns({
  sort,
  seesCompanies,
  viewer,
}: {
  sort: ListSort;
  seesCompanies: boolean;
  viewer: RuleViewer;
}): TableColumnsType<LandingPageSummary> {
  const { t } = useLingui();
  const navigate = useNavigate();
  const sortable = (field: LandingPageSortField) => sortableColumn(field, sort);
  return [
    {
      title: t`Název`,
      ...sortable('name'),
      render: (_value, row) => (
        <Flex vertical>
          <Link to={landingPagePath(row.id)}>
            <Typography.Text strong>{row.name}</Typography.Text>
          </Link>
          <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
            {row.url}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: t`Cílový web`, ...sortable('target'), render: (_value, row) => row.target.name },
    ...(seesCompanies
      ? [
          {
            title: t`Společnost`,
            ...sortable('company'),
            render: (_value: unknown, row: LandingPageSummary) => row.company.name,
          },
        ]
      : []),
    {
      title: t`Aktivní`,
      ...sortable('active'),
      align: 'center',
      render: (_value, row) => (row.active ? <Tag color="green">{t`Ano`}</Tag> : <Tag>{t`Ne`}</Tag>),
    },
    {
      title: t`Stav`,
      ...sortable('state'),
      render: (_value, row) => <CreativeStateTag state={row.creativeState} />,
    },
    {
      title: t`Akce`,
      key: 'actions',
      align: 'right',
      render: (_value, row) => {
        const name = row.name;
        return (
          <Flex justify="flex-end" gap={4}>
            <Tooltip title={t`Zobrazit`}>
              <Button
                type="text"
                aria-label={t`Zobrazit ${name}`}
                icon={<EyeOutlined />}
                onClick={() => void navigate(landingPagePath(row.id))}
              />
            </Tooltip>
            {landingPageEditable(row.creativeState, viewer) && (
              <Tooltip title={t`Upravit`}>
                <Button
                  type="text"
                  aria-label={t`Upravit ${name}`}
                  icon={<EditOutlined />}
                  onClick={() => void navigate(landingPagePath(row.id, 'edit'))}
                />
              </Tooltip>
            )}
          </Flex>
        );
      },
    },
  ];
}
