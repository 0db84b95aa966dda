import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@portal/shared-ui/components';
import { ColumnHeightOutlined, Tooltip } from '@portal/shared-ui/form-components';
import { createContext, useContext, useMemo, type HTMLAttributes, type Key, type ReactNode } from 'react';

interface SortableRowsProps {
  /** The rows' keys (the table's rowKey values), in their order. */
  ids: number[];
  /** What a row is called when a screen reader announces a drag. */
  nameOf: (id: number) => string;
  /** A row dropped elsewhere: its index before and after. */
  onMove: (from: number, to: number) => void;
  /** The table, with `components={{ body: { row: SortableRow } }}`. */
  children: ReactNode;
}

// Rows move up and down only; a sideways drag would only look broken.
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * Drag and drop of table rows (antd's sortable table with @dnd-kit): by mouse or touch on a row's
 * handle, or from the keyboard (focus the handle, Space to lift, arrows to move, Space to drop,
 * Escape to cancel), with the instructions and announcements in the user's language.
 */
export function SortableRows({ ids, nameOf, onMove, children }: SortableRowsProps) {
  const { t } = useLingui();
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle is no drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const count = ids.length;
  const name = (id: UniqueIdentifier) => nameOf(Number(id));
  const position = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const row = name(active.id);
      const place = position(active.id);
      return t`Zvednuto: ${row}, pozice ${place} z ${count}.`;
    },
    onDragOver: ({ active, over }) => {
      const row = name(active.id);
      if (!over) return t`${row} není nad žádnou pozicí.`;
      const place = position(over.id);
      return t`${row}: pozice ${place} z ${count}.`;
    },
    onDragEnd: ({ active, over }) => {
      const row = name(active.id);
      if (!over) return t`${row} zůstává na svém místě.`;
      const place = position(over.id);
      return t`${row} položeno na pozici ${place} z ${count}.`;
    },
    onDragCancel: ({ active }) => {
      const row = name(active.id);
      return t`Přesun zrušen, ${row} zůstává na svém místě.`;
    },
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`Řádek zvednete mezerníkem nebo Enterem, šipkami nahoru a dolů ho přesunete, dalším stiskem mezerníku nebo Enteru ho položíte a klávesou Escape přesun zrušíte.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

interface RowDrag {
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  listeners: DraggableSyntheticListeners;
  attributes: DraggableAttributes;
}

const RowDragContext = createContext<RowDrag | null>(null);

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: Key };

function DraggableRow({ rowKey, ...props }: RowProps & { rowKey: Key }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: Number(rowKey) });
  const drag = useMemo(
    () => ({ setActivatorNodeRef, listeners, attributes }),
    [setActivatorNodeRef, listeners, attributes],
  );
  const style = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative' as const, zIndex: 10, background: '#fafafa' } : {}),
  };
  return (
    <RowDragContext.Provider value={drag}>
      <tr {...props} data-row-key={rowKey} ref={setNodeRef} style={style} />
    </RowDragContext.Provider>
  );
}

/**
 * The table's body row (`components={{ body: { row: SortableRow } }}`): a sortable item per data
 * row. The row itself is no control: its handle (DragHandle) takes the drag and the keyboard.
 */
export function SortableRow(props: RowProps) {
  const rowKey = props['data-row-key'];
  // antd's placeholder row of an empty table has no key and nothing to sort.
  if (rowKey === undefined) return <tr {...props} />;
  return <DraggableRow {...props} rowKey={rowKey} />;
}

/** A row's drag handle: a button that a pointer drags and the keyboard lifts (see SortableRows). */
export function DragHandle({ label }: { label: string }) {
  const { t } = useLingui();
  const drag = useContext(RowDragContext);
  return (
    <Tooltip title={t`Přetáhněte pro změnu pořadí`}>
      <Button
        type="text"
        size="small"
        icon={<ColumnHeightOutlined />}
        ref={drag?.setActivatorNodeRef}
        style={{ cursor: drag ? 'grab' : undefined, touchAction: 'none' }}
        disabled={!drag}
        {...drag?.attributes}
        {...drag?.listeners}
        // After the attributes, whose role description ('sortable') and pressed state mean little here.
        aria-roledescription={t`přesouvatelný řádek`}
        aria-label={label}
      />
    </Tooltip>
  );
}
