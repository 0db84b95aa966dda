import { useLingui } from '@lingui/react/macro';
import { Alert } from '@portal/shared-ui/components';
import { Modal } from '@portal/shared-ui/form-components';
import type { ReactNode } from 'react';

export interface DeleteConfirmation {
  title: string;
  question: ReactNode;
  /** Deletes; resolves to a message to show in the dialog (which then stays open), or to null. */
  onConfirm: () => Promise<string | null>;
}

/**
 * antd's confirm dialog before a destructive action: the question, Cancel (focused first, so Enter
 * never deletes by accident) and the red Delete. Closing is refused while the action runs, and a
 * refusal (a type still in use) stays in the dialog. One per page (antd's holder has a fixed key):
 * render the holder where the dialog's contexts (theme, locale, router) are.
 */
export function useConfirmDelete() {
  const { t } = useLingui();
  const [modal, holder] = Modal.useModal();

  const confirmDelete = ({ title, question, onConfirm }: DeleteConfirmation) => {
    const show = (running: boolean, error: string | null = null) =>
      dialog.update({
        okButtonProps: { danger: true, loading: running },
        cancelButtonProps: { disabled: running },
        keyboard: !running,
        content: (
          <>
            {question}
            {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
          </>
        ),
      });
    const dialog = modal.confirm({
      title,
      content: question,
      okText: t`Smazat`,
      cancelText: t`Zrušit`,
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
      // Taking `close`, the handler closes the dialog itself: a failure leaves it open with its message.
      onOk: (close: () => void) => {
        show(true);
        void onConfirm().then((error) => (error ? show(false, error) : close()));
      },
    });
  };

  return [confirmDelete, holder] as const;
}
