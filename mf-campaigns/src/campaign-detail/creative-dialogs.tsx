import { useLingui } from '@lingui/react/macro';
import { PortalSlot } from '@portal/shared-ui';
import { Modal } from '@portal/shared-ui/form-components';

/** Which creative dialog of the campaign detail is open, for which item (spec 000 §2 "Campaign detail"). */
export type CreativeDialog =
  /** Fill the item's creative or upload its zip; 'select' starts from picking an existing creative. */
  | { kind: 'creative'; itemId: number; mode: 'fill' | 'select' }
  /** The retailer's review of the item's creative: note, approve or dismiss. */
  | { kind: 'media'; itemId: number };

/** Shown instead when the creatives part of the portal is switched off or has no such dialog. */
function Unavailable({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal
      open
      title={t`Kreativy nejsou k dispozici`}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      {t`Část portálu pro kreativy je právě vypnutá nebo nedostupná. Zkuste to prosím později.`}
    </Modal>
  );
}

/**
 * The creative dialogs belong to mf-creatives: this screen shows them through the shell (PortalSlot),
 * never by importing the other remote. `onClose(changed)` reloads the campaign when the item changed.
 */
export function CreativeDialogs({
  campaignId,
  dialog,
  onClose,
}: {
  campaignId: number;
  dialog: CreativeDialog | null;
  onClose: (changed: boolean) => void;
}) {
  if (!dialog) return null;
  const fallback = <Unavailable onClose={() => onClose(false)} />;
  return dialog.kind === 'creative' ? (
    <PortalSlot
      slot="mf-creatives/item-creative-dialog"
      props={{ campaignId, campaignItemId: dialog.itemId, mode: dialog.mode, onClose }}
      fallback={fallback}
    />
  ) : (
    <PortalSlot
      slot="mf-creatives/item-media-dialog"
      props={{ campaignId, campaignItemId: dialog.itemId, onClose }}
      fallback={fallback}
    />
  );
}
