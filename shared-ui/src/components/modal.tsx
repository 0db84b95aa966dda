import { Modal as AntModal, type ModalProps } from 'antd';
import { useEffect, useState } from 'react';

/**
 * antd's Modal that gives the focus back to the control that opened it also when the screen unmounts
 * the dialog as it closes (`{open && <Dialog/>}`, the lazy dialogs): antd returns it only after its
 * closing animation, which an unmounted dialog never plays, and the focus fell to the page's start
 * (WCAG 2.4.3). A dialog kept mounted is left to antd.
 */
function ModalReturningFocus(props: ModalProps) {
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  useEffect(
    () => () => {
      // After React has removed the dialog, and only if nothing else took the focus meanwhile.
      setTimeout(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (lost && opener?.isConnected) opener.focus();
      }, 0);
    },
    [opener],
  );
  return <AntModal {...props} />;
}

/** The portal's dialog: antd's Modal (its static `confirm`, `useModal`, … too), see above. */
export const Modal: typeof AntModal = Object.assign(ModalReturningFocus, AntModal);
