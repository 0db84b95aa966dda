import { arrayMove } from '@dnd-kit/sortable';
import { useLingui } from '@lingui/react/macro';
import { MAIN_MENU_KEYS, parseMenuOrder, type MainMenuKey } from '@portal/shared-contracts/core';
import type { SettingsVariable } from '@portal/shared-contracts/settings';
import { Table, Typography, type TableColumnsType } from '@portal/shared-ui/components';
import { useState } from 'react';
import { OrderCell, type FocusRequest, type MoveDirection } from '../common/order-cell';
import { SortableRow, SortableRows } from '../common/sortable-rows';
import { DialogButtons } from './dialog-buttons';
import { useMenuEntryLabel } from './use-menu-entry-label';
import { useSaveVariable } from './use-save-variable';
import { useVariableName } from './use-variable-name';

interface MenuOrderFormProps {
  variable: SettingsVariable;
  onCancel: () => void;
  onSaved: () => void;
  /** Reads the settings again and restarts the form from the fresh variable (after an edit conflict). */
  onReload: () => Promise<unknown>;
}

interface Row {
  /** A number for the sortable rows: the entry's place in the default order, from 1. */
  id: number;
  key: MainMenuKey;
}

const rowOf = (key: MainMenuKey): Row => ({ id: MAIN_MENU_KEYS.indexOf(key) + 1, key });

/**
 * The order of the header menu's entries (the design card's "orders the header menu"): dragged, or
 * moved a step at a time from the keyboard, and saved whole. Entries a user may not see, or whose
 * module or switch is off, are left out of their menu; the others keep this order.
 */
export function MenuOrderForm({ variable, onCancel, onSaved, onReload }: MenuOrderFormProps) {
  const { t } = useLingui();
  const nameOf = useVariableName();
  const labelOf = useMenuEntryLabel();
  const [order, setOrder] = useState(() => parseMenuOrder(variable.value).map(rowOf));
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const { save, saving, failure, conflict } = useSaveVariable(variable, onSaved, onReload);
  const changed = order.map((row) => row.key).join(',') !== parseMenuOrder(variable.value).join(',');

  const move = (from: number, to: number) => setOrder((rows) => arrayMove(rows, from, to));
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
    <form
      noValidate
      aria-label={nameOf(variable)}
      onSubmit={(event) => {
        event.preventDefault();
        void save(order.map((row) => row.key).join(','));
      }}
    >
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
          columns={columns}
          dataSource={order}
          pagination={false}
          components={{ body: { row: SortableRow } }}
          style={{ marginBottom: 16 }}
        />
      </SortableRows>
      <DialogButtons
        failure={failure}
        conflict={conflict}
        saving={saving}
        canSave={changed}
        onCancel={onCancel}
      />
    </form>
  );
}
