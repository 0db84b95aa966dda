import { arrayMove } from '@dnd-kit/sortable';
import { useLingui } from '@lingui/react/macro';
import { MAIN_MENU_KEYS, parseMenuOrder, type MainMenuKey } from '@portal/shared-contracts/core';
import type { SettingsVariable } from '@portal/shared-contracts/settings';
import { Table, Typography, type TableColumnsType } from '@portal/shared-ui/components';
import { ApiForm, useFormField } from '@portal/shared-ui/form';
import { useState } from 'react';
import { OrderCell, type FocusRequest, type MoveDirection } from '../common/order-cell';
import { SortableRow, SortableRows } from '../common/sortable-rows';
import type { EditConflictState } from '../common/edit-conflict';
import { DialogButtons } from './dialog-buttons';
import { useMenuEntryLabel } from './use-menu-entry-label';
import { useVariableForm } from './use-variable-form';
import { useVariableName } from './use-variable-name';

interface MenuOrderFormProps {
  variable: SettingsVariable;
  onCancel: () => void;
  onSaved: () => void;
  /** Reads the settings again and restarts the form from the fresh variable (after an edit conflict). */
  onReload: () => Promise<unknown>;
}

interface MenuOrderValues {
  /** The header menu's keys in their order. */
  order: MainMenuKey[];
}

interface Row {
  /** A number for the sortable rows: the entry's place in the default order, from 1. */
  id: number;
  key: MainMenuKey;
}

const ID = 'settings-variable-value';
const rowOf = (key: MainMenuKey): Row => ({ id: MAIN_MENU_KEYS.indexOf(key) + 1, key });

/**
 * The order of the header menu's entries (the design card's "orders the header menu"): dragged, or
 * moved a step at a time from the keyboard, and saved whole. Entries a user may not see, or whose
 * module or switch is off, are left out of their menu; the others keep this order.
 */
export function MenuOrderForm({ variable, onCancel, onSaved, onReload }: MenuOrderFormProps) {
  const nameOf = useVariableName();
  const { form, conflict } = useVariableForm<MenuOrderValues>(variable, {
    initialValues: { order: parseMenuOrder(variable.value) },
    field: 'order',
    valueOf: ({ order }) => order.join(','),
    onSaved,
    onReload,
  });
  return (
    <ApiForm form={form} aria-label={nameOf(variable)}>
      <MenuOrderFields variable={variable} conflict={conflict} onCancel={onCancel} />
    </ApiForm>
  );
}

interface MenuOrderFieldsProps {
  variable: SettingsVariable;
  conflict: EditConflictState;
  onCancel: () => void;
}

/** The sortable entries (the form's `order`), the server's message about them, and the buttons. */
function MenuOrderFields({ variable, conflict, onCancel }: MenuOrderFieldsProps) {
  const { t } = useLingui();
  const labelOf = useMenuEntryLabel();
  const { input, error } = useFormField<MainMenuKey[]>('order', { id: ID });
  // Which move button takes the focus back after a step: where the focus is, not a value of the form.
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const keys = input.value || [];
  const order = keys.map(rowOf);
  const changed = keys.join(',') !== parseMenuOrder(variable.value).join(',');

  const move = (from: number, to: number) => input.onChange(arrayMove(keys, from, to));
  const step = (id: number, direction: MoveDirection) => {
    const from = order.findIndex((row) => row.id === id);
    move(from, direction === 'up' ? from - 1 : from + 1);
    setFocusRequest({ id, direction });
  };

  const columns: TableColumnsType<Row> = [
    {
      title: t`Pořadí`,
      key: 'order',
      width: 120,
      render: (_value, row, index) => (
        <OrderCell
          id={row.id}
          title={labelOf(row.key)}
          index={index}
          count={order.length}
          focusRequest={focusRequest}
          onStep={step}
        />
      ),
    },
    { title: t`Položka menu`, key: 'label', render: (_value, row) => labelOf(row.key) },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">
        {t`Každý uživatel vidí jen položky své role a zapnutých modulů, v tomto pořadí. Nabídka Nastavení zůstává vždy poslední.`}
      </Typography.Paragraph>
      <SortableRows
        ids={order.map((row) => row.id)}
        nameOf={(id) => labelOf(MAIN_MENU_KEYS[id - 1]!)}
        onMove={move}
      >
        <Table<Row>
          rowKey="id"
          size="small"
          aria-label={t`Položky hlavního menu`}
          aria-describedby={error ? `${ID}-error` : undefined}
          columns={columns}
          dataSource={order}
          pagination={false}
          components={{ body: { row: SortableRow } }}
          style={{ marginBottom: error ? 4 : 16 }}
        />
      </SortableRows>
      {error && (
        <div id={`${ID}-error`} role="alert" style={{ color: '#cf1322', marginBottom: 16 }}>
          {error}
        </div>
      )}
      <DialogButtons conflict={conflict} canSave={changed} onCancel={onCancel} />
    </>
  );
}
