import { useLingui } from '@lingui/react/macro';
import { updateCampaign, type CampaignDetail } from '@portal/shared-contracts/campaign-detail';
import { isApiError, type NamedRef } from '@portal/shared-contracts/core';
import { CAMPAIGN_NAME_MAX_LENGTH } from '@portal/shared-contracts/new-campaign';
import { useErrorText } from '@portal/shared-ui';
import { Button, Flex, Input } from '@portal/shared-ui/components';
import { Modal, notification } from '@portal/shared-ui/form-components';
import { useState, type FormEvent } from 'react';
import { SalesPersonField } from '../campaigns/party-fields';
import { Field } from '../common/field';

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

function EditCampaignForm({
  campaign,
  picksSalesPerson,
  onClose,
  onSaved,
}: Omit<EditCampaignDialogProps, 'open'>) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [name, setName] = useState(campaign.name);
  const [salesPerson, setSalesPerson] = useState<NamedRef | null>(campaign.salesPerson);
  const [nameError, setNameError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t`Vyplňte název kampaně.`);
      return;
    }
    setSubmitting(true);
    setNameError(null);
    try {
      // Others keep the campaign's sales person: only retailer staff may change it.
      const saved = await updateCampaign(campaign.id, {
        name: trimmed,
        salesPersonId: (picksSalesPerson ? salesPerson : campaign.salesPerson)?.id ?? null,
      });
      const campaignName = saved.name;
      notification.success({
        title: t`Kampaň uložena`,
        description: t`Změny kampaně ${campaignName} jsou uloženy.`,
      });
      onSaved(saved);
    } catch (caught) {
      const fieldErrors = isApiError(caught) ? caught.body.fieldErrors : undefined;
      setNameError(fieldErrors?.name?.join(' ') || errorText(caught));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Upravit kampaň`}>
      {picksSalesPerson && (
        <SalesPersonField
          id="edit-campaign-sales-person"
          value={salesPerson}
          onChange={setSalesPerson}
          selectable
        />
      )}
      <Field id="edit-campaign-name" label={t`Název kampaně`} required error={nameError}>
        <Input
          id="edit-campaign-name"
          autoFocus
          value={name}
          maxLength={CAMPAIGN_NAME_MAX_LENGTH}
          showCount
          status={nameError ? 'error' : undefined}
          aria-required
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? 'edit-campaign-name-error' : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
        />
      </Field>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onClose} disabled={submitting}>
          {t`Zrušit`}
        </Button>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t`Uložit`}
        </Button>
      </Flex>
    </form>
  );
}
