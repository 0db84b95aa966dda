import { useLingui } from '@lingui/react/macro';
import { Button, Flex } from '@portal/shared-ui/components';
import { LeftOutlined, RightOutlined, Tooltip } from '@portal/shared-ui/form-components';
import { useEffect, useRef } from 'react';
import { DragHandle } from './sortable-rows';

export type MoveDirection = 'up' | 'down';

/** The move button to focus again once the moved row is in place (React may have moved its node). */
export interface FocusRequest {
  id: number;
  direction: MoveDirection;
}

interface OrderCellProps {
  id: number;
  title: string;
  index: number;
  count: number;
  focusRequest: FocusRequest | null;
  onStep: (id: number, direction: MoveDirection) => void;
}

/**
 * A row's place in a sortable table (see SortableRows): the drag handle, and one step up or down for those who do not drag.
 * After a step the pressed button has the focus again (React may have moved the row's node, which
 * drops the focus), or the other one when the row reached the end.
 */
export function OrderCell({ id, title, index, count, focusRequest, onStep }: OrderCellProps) {
  const { t } = useLingui();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const first = index === 0;
  const last = index === count - 1;

  useEffect(() => {
    if (focusRequest?.id !== id) return;
    const wanted = focusRequest.direction === 'up' ? (first ? down : up) : last ? up : down;
    wanted.current?.focus();
  }, [focusRequest, id, first, last]);

  return (
    <Flex gap={2} align="center">
      <DragHandle label={t`Přesunout ${title}`} />
      <Tooltip title={t`Posunout nahoru`}>
        <Button
          ref={up}
          type="text"
          size="small"
          icon={<LeftOutlined rotate={90} />}
          aria-label={t`Posunout ${title} nahoru`}
          disabled={first}
          onClick={() => onStep(id, 'up')}
        />
      </Tooltip>
      <Tooltip title={t`Posunout dolů`}>
        <Button
          ref={down}
          type="text"
          size="small"
          icon={<RightOutlined rotate={90} />}
          aria-label={t`Posunout ${title} dolů`}
          disabled={last}
          onClick={() => onStep(id, 'down')}
        />
      </Tooltip>
    </Flex>
  );
}
