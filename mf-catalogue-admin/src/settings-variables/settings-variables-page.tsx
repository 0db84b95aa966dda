import { useLingui } from '@lingui/react/macro';
import type { SettingsVariable } from '@portal/shared-contracts/settings';
import { Empty, LoadError, LoadingPanel, PageTitle } from '@portal/shared-ui/components';
import { lazy, Suspense, useState } from 'react';
import { SettingsGroupSection } from './settings-group-section';
import { REMOTES_GROUP } from './settings-variable-kinds';
import { useGroupText } from './use-group-text';
import { useReloadSettingsVariables, useSettingsVariableGroups } from './use-settings-variables';

// The dialogs (and the user list they read) load when a variable is first edited.
const VariableDialog = lazy(() =>
  import('./variable-dialog').then((module) => ({ default: module.VariableDialog })),
);

interface Editing {
  /** As read when the dialog was opened (or reloaded): a later read of the list does not change it. */
  variable: SettingsVariable;
  isModule: boolean;
  /** How many times the variable was read again after an edit conflict. */
  generation: number;
}

/**
 * The administrator's settings variables at /settings/others (spec 000 §2 "Settings variables"):
 * each group with its variables (name, value, edit); booleans switched in a dialog, among them the
 * portal's modules; the default trafficker and sales person chosen among the users of their role.
 */
export default function SettingsVariablesPage() {
  const { t } = useLingui();
  const groups = useSettingsVariableGroups();
  const groupText = useGroupText();
  const [editing, setEditing] = useState<Editing | null>(null);
  const readGroups = useReloadSettingsVariables();

  /** After an edit conflict: the list read again, and the dialog started from its fresh variable. */
  const reloadEditing = async () => {
    if (!editing) return;
    const id = editing.variable.id;
    const fresh = (await readGroups()).flatMap((group) => group.variables).find((item) => item.id === id);
    setEditing((current) =>
      current?.variable.id !== id
        ? current
        : fresh
          ? { ...current, variable: fresh, generation: current.generation + 1 }
          : null,
    );
  };

  const body = () => {
    if (!groups.data) return groups.error ? null : <LoadingPanel />;
    if (groups.data.length === 0)
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`Žádná nastavení.`} />;
    return groups.data.map((group) => (
      <SettingsGroupSection
        key={group.id}
        group={group}
        text={groupText(group)}
        onEdit={(variable) =>
          setEditing({ variable, isModule: group.identifier === REMOTES_GROUP, generation: 0 })
        }
      />
    ));
  };

  return (
    <section aria-labelledby="settings-variables-title">
      <PageTitle id="settings-variables-title" style={{ marginBottom: 16 }}>
        {t`Ostatní nastavení`}
      </PageTitle>
      {/* A failed reload keeps what was read before, under the message and its retry. */}
      {groups.error && (
        <div style={{ marginBottom: 16 }}>
          <LoadError
            title={t`Nastavení se nepodařilo načíst.`}
            error={groups.error}
            onRetry={() => void groups.mutate()}
          />
        </div>
      )}
      {body()}
      {editing && (
        <Suspense fallback={null}>
          <VariableDialog
            key={editing.variable.id}
            variable={editing.variable}
            isModule={editing.isModule}
            generation={editing.generation}
            onClose={() => setEditing(null)}
            onReload={reloadEditing}
          />
        </Suspense>
      )}
    </section>
  );
}
