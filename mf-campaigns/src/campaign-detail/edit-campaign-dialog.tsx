import { useLingui } from '@lingui/react/macro';
import {
  updateCampaign,
  UpdateCampaignRequestSchema,
  type CampaignDetail,
  type UpdateCampaignRequest,
} from '@portal/shared-contracts/campaign-detail';
import { isApiError, type NamedRef } from '@portal/shared-contracts/core';
import { CAMPAIGN_NAME_MAX_LENGTH } from '@portal/shared-contracts/new-campaign';
import { useErrorText } from '@portal/shared-ui';
import { ApiForm, FormActions, TextField, useApiForm } from '@portal/shared-ui/form';
import { Modal, notification } from '@portal/shared-ui/form-components';
import { SalesPersonPartyField } from '../campaigns/party-form-fields';

interface EditCampaignDialogProps {
  campaign: CampaignDetail;
  open: boolean;
  /** Retailer staff also pick the sales person (spec 001 §5: the selector is shown only to them). */
  picksSalesPerson: boolean;
  onClose: () => void;
  /** The campaign as the server answered it. */
  onSaved: (campaign: CampaignDetail) => void;
}

/**
 * Edit campaign (spec 000 §2, 001 §5): the name, required, and for retailers the sales person
 * (disabled when there is at most one). A save says so in a success message; a failure shows the
 * server message under the name (001 §8).
 */
export function EditCampaignDialog({
  campaign,
  open,
  picksSalesPerson,
  onClose,
  onSaved,
}: EditCampaignDialogProps) {
  const { t } = useLingui();
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t`Upravit kampaň`} destroyOnHidden>
      <EditCampaignForm
        campaign={campaign}
        picksSalesPerson={picksSalesPerson}
        onClose={onClose}
        onSaved={onSaved}
      />
    </Modal>
  );
}

interface EditCampaignValues {
  name: string;
  salesPerson: NamedRef | null;
}

const NAME_ID = 'edit-campaign-name';

function EditCampaignForm({
  campaign,
  picksSalesPerson,
  onClose,
  onSaved,
}: Omit<EditCampaignDialogProps, 'open'>) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const form = useApiForm<EditCampaignValues, UpdateCampaignRequest, CampaignDetail>({
    initialValues: { name: campaign.name, salesPerson: campaign.salesPerson },
    schema: UpdateCampaignRequestSchema,
    // Others keep the campaign's sales person: only retailer staff may change it.
    toRequest: ({ name, salesPerson }) => ({
      // final-form keeps an emptied text as undefined: the schema's own "name required" wants ''.
      name: name ?? '',
      salesPersonId: (picksSalesPerson ? salesPerson : campaign.salesPerson)?.id ?? null,
    }),
    paths: { salesPersonId: 'salesPerson' },
    messages: { campaign_name_required: t`Vyplňte název kampaně.` },
    submit: (request) => updateCampaign(campaign.id, request),
    onSuccess: (saved) => {
      const campaignName = saved.name;
      notification.success({
        title: t`Kampaň uložena`,
        description: t`Změny kampaně ${campaignName} jsou uloženy.`,
      });
      onSaved(saved);
    },
    // Spec 001 §8: a refusal that is not about the values (the campaign no longer editable, no
    // connection) stands under the name, the dialog's one field; a validation answer goes the
    // kit's way, each message on its field.
    onError: (error) =>
      isApiError(error) && error.body.code === 'validation_failed' ? undefined : { name: errorText(error) },
    guardLeave: false,
  });
  return (
    <ApiForm form={form} aria-label={t`Upravit kampaň`}>
      {({ submitting }) => (
        <>
          {picksSalesPerson && <SalesPersonPartyField id="edit-campaign-sales-person" selectable />}
          <TextField
            name="name"
            id={NAME_ID}
            // The dialog opens to rename the campaign.
            autoFocus
            label={t`Název kampaně`}
            required
            maxLength={CAMPAIGN_NAME_MAX_LENGTH}
            showCount
          />
          <FormActions submitText={t`Uložit`} onCancel={onClose} disabled={submitting} />
        </>
      )}
    </ApiForm>
  );
}
