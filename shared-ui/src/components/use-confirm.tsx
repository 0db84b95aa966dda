import { useLingui } from '@lingui/react/macro';
import { Alert, Modal } from 'antd';
import type { ReactNode } from 'react';

export interface Confirmation {
  title: string;
  question: ReactNode;
  /** The action button's text (says what happens: Odeslat, Schválit, Smazat…). */
  okText: string;
  /** A red action button, for destructive actions only. */
  danger?: boolean;
  /** Runs the action; resolves to a message to show in the dialog (which then stays open), or null. */
  onConfirm: () => Promise<string | null>;
}

/**
 * antd's confirm dialog before an action that cannot be taken back (delete, send for approval,
 * approve): the question, Cancel (focused first, so Enter never confirms by accident) and the action.
 * Closing is refused while the action runs; a failure stays in the dialog with its message. Render
 * the holder where the dialog's contexts (theme, locale, router) are.
 */
export function useConfirm() {
  const { t } = useLingui();
  const [modal, holder] = Modal.useModal();

  const confirm = ({ title, question, okText, danger = false, onConfirm }: Confirmation) => {
    const show = (running: boolean, error: string | null = null) =>
      dialog.update({
        okButtonProps: { danger, loading: running },
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
      okText,
      cancelText: t`Zrušit`,
      okButtonProps: { danger },
      focusable: { autoFocusButton: 'cancel' },
      // Taking `close`, the handler closes the dialog itself: a failure leaves it open with its message.
      onOk: (close: () => void) => {
        show(true);
        void onConfirm().then((error) => (error ? show(false, error) : close()));
      },
    });
  };

  return [confirm, holder] as const;
}

export type DeleteConfirmation = Omit<Confirmation, 'okText' | 'danger'>;

/** useConfirm before a deletion: the red "Smazat" as the action. */
export function useConfirmDelete() {
  const { t } = useLingui();
  const [confirm, holder] = useConfirm();
  const confirmDelete = (confirmation: DeleteConfirmation) =>
    confirm({ ...confirmation, okText: t`Smazat`, danger: true });
  return [confirmDelete, holder] as const;
}
