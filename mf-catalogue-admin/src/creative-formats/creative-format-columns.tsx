import { useLingui } from '@lingui/react/macro';
import type { CreativeFormatSummary } from '@portal/shared-contracts/creatives';
import { Button, Flex, Typography, type TableColumnsType } from '@portal/shared-ui/components';
import { EditOutlined, Tooltip } from '@portal/shared-ui/form-components';
import { Link } from '@portal/shared-ui/router';
import { creativeFormatPath } from './creative-format-path';

/** The list's columns (spec 000 §2 "Creative formats"): name, number of fields, actions. */
export function useCreativeFormatColumns({ onEdit }: { onEdit: (format: CreativeFormatSummary) => void }) {
  const { t } = useLingui();
  const columns: TableColumnsType<CreativeFormatSummary> = [
    {
      title: t`Název`,
      key: 'name',
      render: (_value, format) => (
        <Link to={creativeFormatPath(format.id)}>
          <Typography.Text strong>{format.name}</Typography.Text>
        </Link>
      ),
    },
    { title: t`Počet polí`, key: 'fieldsCount', dataIndex: 'fieldsCount', align: 'right', width: 140 },
    {
      title: t`Akce`,
      key: 'actions',
      align: 'right',
      width: 100,
      render: (_value, format) => {
        const name = format.name;
        return (
          <Flex justify="flex-end" gap={4}>
            <Tooltip title={t`Upravit`}>
              <Button
                type="text"
                aria-label={t`Upravit ${name}`}
                icon={<EditOutlined />}
                onClick={() => onEdit(format)}
              />
            </Tooltip>
          </Flex>
        );
      },
    },
  ];
  return columns;
}
