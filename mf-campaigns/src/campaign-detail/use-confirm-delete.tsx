import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useConfirm } from '@portal/shared-ui/form-components';

export interface DeleteConfirmation {
  title: string;
  question: ReactNode;
  /** Deletes; resolves to a message to show in the dialog (which then stays open), or to nothing. */
  onConfirm: () => Promise<string | null>;
}

/**
 * antd's confirm dialog before a destructive action (shared-ui's useConfirm): the question, Cancel
 * (focused first, so Enter never deletes by accident) and the red Delete. Closing is refused while
 * the action runs. Render the holder where the dialog's contexts (theme, locale, router) are.
 */
export function useConfirmDelete() {
  const { t } = useLingui();
  const [confirm, holder] = useConfirm();

  const confirmDelete = (confirmation: DeleteConfirmation) =>
    confirm({ ...confirmation, okText: t`Smazat`, danger: true });

  return [confirmDelete, holder] as const;
}
