import { Trans } from '@lingui/react/macro';
import { isEditConflict } from '@portal/shared-contracts/core';
import { Alert, Button } from 'antd';
import { useEffect, useRef } from 'react';

interface EditConflictNoticeProps {
  /** The failure of the last save: shown only when it is an edit conflict. */
  error: unknown;
  /** Reads the record again and starts the form from it (the changes made in the form are dropped). */
  onReload: () => void;
  reloading?: boolean;
}

/**
 * "Someone else changed this record": the server's message (who saved it and when, in the user's
 * language) and the way on, reading the record again. An edit form shows it above its buttons
 * instead of its generic save failure; focus moves to it so a screen reader user hears it at once.
 */
export function EditConflictNotice({ error, onReload, reloading }: EditConflictNoticeProps) {
  const button = useRef<HTMLButtonElement>(null);
  const conflict = isEditConflict(error);
  useEffect(() => {
    if (conflict) button.current?.focus();
  }, [conflict, error]);
  if (!isEditConflict(error)) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={<Trans>Záznam mezitím změnil někdo jiný</Trans>}
      description={error.body.message}
      action={
        <Button ref={button} size="small" onClick={onReload} loading={reloading}>
          <Trans>Načíst znovu</Trans>
        </Button>
      }
    />
  );
}
