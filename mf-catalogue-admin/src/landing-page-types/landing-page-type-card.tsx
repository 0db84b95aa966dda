import { useLingui } from '@lingui/react/macro';
import { getLandingPageType, type LandingPageType } from '@portal/shared-contracts/landing-pages';
import { Alert, Button, LoadError, LoadingPanel } from '@portal/shared-ui/components';
import { Modal, notification } from '@portal/shared-ui/form-components';
import { useFormReload } from '../common/edit-conflict';
import { LandingPageTypeForm } from './landing-page-type-form';
import type { TypeCard } from './landing-page-type-path';
import { isNotFound, useLandingPageType, useRefreshLandingPageTypes } from './use-landing-page-types';

interface LandingPageTypeCardProps {
  card: TypeCard;
  /** Back to the list (the address without the id). */
  onClose: () => void;
}

/**
 * The modal card over the list (spec 000 §2 "Landing page types"): a new type, or an existing one
 * read from the server, so a reloaded or shared address shows it as it is now. After a save: a toast,
 * the list read again, and back to the list.
 */
export function LandingPageTypeCard({ card, onClose }: LandingPageTypeCardProps) {
  const { t } = useLingui();
  const refresh = useRefreshLandingPageTypes();
  const editedId = card.kind === 'edit' ? card.id : null;
  const loaded = useLandingPageType(editedId);
  // After an edit conflict: the type read again, and the form started from it.
  const { generation, reload } = useFormReload(async () => {
    if (editedId !== null) await loaded.mutate(getLandingPageType(editedId), { revalidate: false });
  });

  const onSaved = (saved: LandingPageType) => {
    notification.success({ title: t`Typ landing page uložen`, description: saved.name });
    refresh(saved);
    onClose();
  };

  const body = () => {
    if (card.kind === 'new')
      return <LandingPageTypeForm type={null} onCancel={onClose} onSaved={onSaved} onReload={reload} />;
    // What was read stays editable when a later read fails; the save then says what is wrong.
    if (card.kind === 'edit' && loaded.data)
      return (
        <LandingPageTypeForm
          key={`${loaded.data.id}:${generation}`}
          type={loaded.data}
          onCancel={onClose}
          onSaved={onSaved}
          onReload={reload}
        />
      );
    if (card.kind === 'unknown' || isNotFound(loaded.error))
      return (
        <Alert
          type="warning"
          showIcon
          title={t`Typ landing page nebyl nalezen.`}
          description={t`Mohl být smazán, nebo je odkaz chybný.`}
          action={<Button onClick={onClose}>{t`Zpět na seznam`}</Button>}
        />
      );
    if (loaded.error)
      return (
        <LoadError
          title={t`Typ landing page se nepodařilo načíst.`}
          error={loaded.error}
          onRetry={() => void loaded.mutate()}
        />
      );
    return <LoadingPanel compact />;
  };

  return (
    <Modal
      open
      title={card.kind === 'new' ? t`Nový typ landing page` : t`Upravit typ landing page`}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      {body()}
    </Modal>
  );
}
