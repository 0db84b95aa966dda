import { useLingui } from '@lingui/react/macro';
import { isEditConflict } from '@portal/shared-contracts/core';
import { useErrorText } from '@portal/shared-ui';
import { Alert, EditConflictNotice } from '@portal/shared-ui/components';
import { useState } from 'react';

/**
 * A save refused because someone else saved the record since the form read it (409 `edit_conflict`)
 * and the way on. The form keeps what was typed until the user chooses `reload`: that reads the
 * record again through the form's owner (`onReload`, which then restarts the form from the fresh
 * record, its version included, so the notice goes with the old form). A read that fails keeps the
 * notice and says why.
 */
export function useEditConflict(onReload: () => Promise<unknown>) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [error, setError] = useState<unknown>(null);
  const [reloading, setReloading] = useState(false);
  const [reloadFailure, setReloadFailure] = useState<string | null>(null);

  /** Takes the failure of a save (null when a save starts): true when it is an edit conflict. */
  const take = (caught: unknown): boolean => {
    const conflict = isEditConflict(caught);
    setError(conflict ? caught : null);
    setReloadFailure(null);
    return conflict;
  };

  const reload = async () => {
    if (reloading) return;
    setReloading(true);
    setReloadFailure(null);
    try {
      await onReload();
    } catch (caught) {
      const reason = errorText(caught);
      setReloadFailure(t`Záznam se nepodařilo znovu načíst: ${reason}`);
    } finally {
      setReloading(false);
    }
  };

  return { error, reloading, reloadFailure, take, reload: () => void reload() };
}

export type EditConflictState = ReturnType<typeof useEditConflict>;

/**
 * Above a form's buttons: the edit conflict (who saved the record meanwhile, and reading it again)
 * in place of the generic save failure, or that failure.
 */
export function SaveFailure({ failure, conflict }: { failure: string | null; conflict: EditConflictState }) {
  const shown = conflict.reloadFailure ?? failure;
  return (
    <>
      <EditConflictNotice error={conflict.error} onReload={conflict.reload} reloading={conflict.reloading} />
      {shown && <Alert type="error" showIcon title={shown} style={{ marginBottom: 16 }} />}
    </>
  );
}

/**
 * The owner's side: `reload` reads the record again (`read`, rejecting when the read fails) and then
 * changes `generation`, part of the form's key, so the form starts again from the fresh record.
 */
export function useFormReload(read: () => Promise<unknown>) {
  const [generation, setGeneration] = useState(0);
  const reload = async () => {
    await read();
    setGeneration((previous) => previous + 1);
  };
  return { generation, reload };
}
