import { useLingui } from '@lingui/react/macro';
import type { CampaignItemDetail } from '@portal/shared-contracts/campaign-items';
import { useCurrentUser, type PortalSlotProps } from '@portal/shared-ui';
import { Alert, Button, Flex, LoadingPanel } from '@portal/shared-ui/components';
import { Modal } from '@portal/shared-ui/form-components';
import { useRef, useState } from 'react';
import { ruleViewer } from '@portal/shared-ui';
import { useCreative, useItemDetail, useRefreshItem } from '../common/use-item';
import { CreativeEditor } from '../creative/creative-editor';
import { CreativeSearch } from '../creative/creative-search';
import { ItemCreativeSummary } from '../creative/item-creative-summary';
import { initialDialogView, type DialogView } from '../creative/view-state';
import { ItemDialogStatus } from './dialog-status';

type Props = PortalSlotProps['mf-creatives/item-creative-dialog'];

/**
 * The item creative dialog over the campaign detail (spec 000 §2 "Campaign detail" dialogs: item
 * creative, creative selection): fill the item's creative or upload its zip with the page's editor,
 * or (mode 'select') pick one of the company's creatives. `onClose(changed)` tells the campaign
 * detail whether to read the item again.
 */
export default function ItemCreativeDialog({ campaignId, campaignItemId, mode, onClose }: Props) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const refresh = useRefreshItem();
  const answer = useItemDetail(campaignItemId);
  const [view, setView] = useState<DialogView | null>(null);
  const changed = useRef(false);
  const close = () => onClose(changed.current);
  const finish = () => onClose(true);

  const detail = answer.data?.item.campaignId === campaignId ? answer.data : undefined;
  const itemName = detail?.item.name ?? '';
  const title =
    mode === 'select' ? t`Výběr kreativy` : detail ? t`Kreativa položky ${itemName}` : t`Kreativa položky`;
  return (
    <Modal open title={title} width={960} footer={null} onCancel={close} destroyOnHidden>
      {!detail || !user ? (
        <ItemDialogStatus answer={answer} campaignId={campaignId} />
      ) : (
        <DialogBody
          detail={detail}
          view={view ?? initialDialogView(mode, detail.item, ruleViewer(user))}
          onView={setView}
          onClose={close}
          onPicked={async (next) => {
            changed.current = true;
            await refresh(next.item.id, { detail: next });
            finish();
          }}
          onSaved={async (creative) => {
            changed.current = true;
            await refresh(detail.item.id, { creative });
            finish();
          }}
          onZipUploaded={async (next) => {
            changed.current = true;
            await refresh(next.item.id, { detail: next });
          }}
        />
      )}
    </Modal>
  );
}

function DialogBody({
  detail,
  view,
  onView,
  onClose,
  onPicked,
  onSaved,
  onZipUploaded,
}: {
  detail: CampaignItemDetail;
  view: DialogView;
  onView: (view: DialogView) => void;
  onClose: () => void;
  onPicked: (detail: CampaignItemDetail) => Promise<void>;
  onSaved: Parameters<typeof CreativeEditor>[0]['onSaved'];
  onZipUploaded: (detail: CampaignItemDetail) => Promise<void>;
}) {
  const { t } = useLingui();
  const user = useCurrentUser()!;
  const viewer = ruleViewer(user);
  const creative = useCreative(view === 'view' ? detail.item.creative?.id : null);
  if (view === 'search')
    return <CreativeSearch detail={detail} onPicked={onPicked} onCreateNew={() => onView('new')} />;
  if (view === 'new' || view === 'edit')
    return (
      <CreativeEditor
        key={view}
        detail={detail}
        mode={view}
        inDialog
        onSaved={(saved) => void onSaved(saved)}
        onCancel={onClose}
        onZipUploaded={(next) => void onZipUploaded(next)}
      />
    );
  if (!creative.data) return <LoadingPanel compact />;
  return (
    <>
      <Alert
        type="info"
        showIcon
        title={t`Kreativu teď nelze upravit.`}
        description={t`Kreativa čeká na schválení, nebo je schválená.`}
        style={{ marginBottom: 16 }}
      />
      <ItemCreativeSummary detail={detail} creative={creative.data} viewer={viewer} headingLevel={4} />
      <Flex justify="flex-end">
        <Button onClick={onClose}>{t`Zavřít`}</Button>
      </Flex>
    </>
  );
}
