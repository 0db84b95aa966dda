import { Trans } from '@lingui/react/macro';
import { Empty } from 'antd';
import type { ReactNode } from 'react';

/** The spec's empty-table text, 'Nenalezeny žádné položky', with optional extra content. */
export function EmptyState({ children }: { children?: ReactNode }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Trans>Nenalezeny žádné položky</Trans>}>
      {children}
    </Empty>
  );
}
