import { useLingui } from '@lingui/react/macro';
import type { LandingPageType } from '@portal/shared-contracts/landing-pages';
import { Button, Flex, Tag, Typography, type TableColumnsType } from '@portal/shared-ui/components';
import { DeleteOutlined, EditOutlined, Tooltip } from '@portal/shared-ui/form-components';
import { Link } from '@portal/shared-ui/router';
import { landingPageTypePath } from './landing-page-type-path';

interface ColumnActions {
  onEdit: (type: LandingPageType) => void;
  onDelete: (type: LandingPageType) => void;
}

/** The list's columns (spec 000 §2 "Landing page types": name, active, actions, and what a type sets). */
export function useLandingPageTypeColumns({ onEdit, onDelete }: ColumnActions) {
  const { t } = useLingui();
  const columns: TableColumnsType<LandingPageType> = [
    {
      title: t`Název`,
      key: 'name',
      render: (_value, type) => (
        <Link to={landingPageTypePath(type.id)}>
          <Typography.Text strong>{type.name}</Typography.Text>
        </Link>
      ),
    },
    { title: t`Formát kreativy`, key: 'creativeFormat', render: (_value, type) => type.creativeFormat.name },
    // An id of the ad server, not an amount: no grouping of digits.
    { title: t`ID velikosti`, key: 'sizeExternalId', dataIndex: 'sizeExternalId' },
    {
      title: t`Povolené weby`,
      key: 'allowedTargets',
      render: (_value, type) =>
        type.allowedTargets.length === 0 ? (
          <Typography.Text type="secondary">{t`Všechny weby`}</Typography.Text>
        ) : (
          <Flex wrap gap={4}>
            {type.allowedTargets.map((target) => (
              <Tag key={target.id} title={target.domainUrl}>
                {target.name}
              </Tag>
            ))}
          </Flex>
        ),
    },
    {
      title: t`Aktivní`,
      key: 'active',
      align: 'center',
      render: (_value, type) =>
        type.active ? <Tag color="green">{t`Aktivní`}</Tag> : <Tag>{t`Neaktivní`}</Tag>,
    },
    {
      title: t`Akce`,
      key: 'actions',
      align: 'right',
      render: (_value, type) => {
        const name = type.name;
        return (
          <Flex justify="flex-end" gap={4}>
            <Tooltip title={t`Upravit`}>
              <Button
                type="text"
                aria-label={t`Upravit ${name}`}
                icon={<EditOutlined />}
                onClick={() => onEdit(type)}
              />
            </Tooltip>
            <Tooltip title={t`Smazat`}>
              <Button
                type="text"
                danger
                aria-label={t`Smazat ${name}`}
                icon={<DeleteOutlined />}
                onClick={() => onDelete(type)}
              />
            </Tooltip>
          </Flex>
        );
      },
    },
  ];
  return columns;
}
