import { useLingui } from '@lingui/react/macro';
import { Modal } from '@portal/shared-ui/form-components';
import { useEffect } from 'react';
import { useForm } from 'react-final-form';
import { useBlocker } from '@portal/shared-ui/router';

/**
 * Asks before a form with unsaved changes is left: another screen of the portal (a confirm dialog)
 * or the page itself (the browser's own question on reload or closing the tab).
 */
export function LeaveGuard() {
  const { t } = useLingui();
  const form = useForm();
  const unsaved = () => {
    const state = form.getState();
    return Boolean(state.dirty && !state.submitting);
  };
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved() &&
      currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (unsaved()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  });

  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={t`Neuložené změny`}
      okText={t`Odejít bez uložení`}
      cancelText={t`Zůstat`}
      okButtonProps={{ danger: true }}
      cancelButtonProps={{ autoFocus: true }}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t`Formulář má neuložené změny. Když odejdete, ztratí se.`}
    </Modal>
  );
}
