import type { SettingsVariable, SettingsVariableGroup } from '@portal/shared-contracts/settings';
import { SectionTitle, Table, Typography } from '@portal/shared-ui/components';
import { useSettingsVariableColumns } from './settings-variable-columns';
import type { GroupText } from './use-group-text';

interface SettingsGroupSectionProps {
  group: SettingsVariableGroup;
  text: GroupText;
  onEdit: (variable: SettingsVariable) => void;
}

/** One group of variables: its heading, what it does, and the table of its variables. */
export function SettingsGroupSection({ group, text, onEdit }: SettingsGroupSectionProps) {
  const columns = useSettingsVariableColumns(onEdit);
  const titleId = `settings-group-${group.identifier}`;
  return (
    <section
      aria-labelledby={titleId}
      style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 16, marginBottom: 24 }}
    >
      <SectionTitle level={2} size={3} id={titleId} style={{ marginTop: 0 }}>
        {text.title}
      </SectionTitle>
      {text.help && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {text.help}
        </Typography.Paragraph>
      )}
      <Table<SettingsVariable>
        rowKey="id"
        aria-labelledby={titleId}
        columns={columns}
        dataSource={group.variables}
        pagination={false}
        size="small"
        scroll={{ x: 640 }}
      />
    </section>
  );
}
