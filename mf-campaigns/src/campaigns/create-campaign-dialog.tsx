import { useLingui } from '@lingui/react/macro';
import { isApiError, type NamedRef, type UserInfo } from '@portal/shared-contracts/core';
import {
  CAMPAIGN_NAME_MAX_LENGTH,
  createCampaign,
  type Contact,
} from '@portal/shared-contracts/new-campaign';
import { useCurrentUser, useErrorText } from '@portal/shared-ui';
import { Alert, Button, Flex, Input } from '@portal/shared-ui/components';
import { Modal, notification } from '@portal/shared-ui/form-components';
import { useNavigate } from '@portal/shared-ui/router';
import { useState, type FormEvent } from 'react';
import { Field } from '../common/field';
import {
  AgencyContactField,
  AgencyField,
  CompanyContactField,
  CompanyField,
  SalesPersonField,
} from './party-fields';

interface CreateCampaignDialogProps {
  open: boolean;
  onClose: () => void;
  /** What follows the creation; by default the campaign detail opens (spec §7). */
  onCreated?: (campaign: { id: number; name: string }) => void;
}

/**
 * The create-campaign dialog (spec: create-campaign dialog; document 2 §5 "Campaign creation"):
 * company and contact for retailer and agency, the sales person, agency and agency contact for a
 * retailer, and the name. The name waits for the company; the contacts wait for their company. A
 * success message names the new campaign.
 */
export function CreateCampaignDialog({ open, onClose, onCreated }: CreateCampaignDialogProps) {
  const { t } = useLingui();
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t`Nová kampaň`} destroyOnHidden>
      <CreateCampaignForm onCancel={onClose} onCreated={onCreated} />
    </Modal>
  );
}

/** The retailer's own name when it is a sales person: the preselected sales person (spec §6). */
const defaultSalesPerson = (user: UserInfo): NamedRef | null =>
  user.isRetailer && user.isSalesPerson ? { id: user.userId, name: user.name } : null;

function CreateCampaignForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated?: CreateCampaignDialogProps['onCreated'];
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const user = useCurrentUser()!;
  const picksCompany = user.isRetailer || user.isAgency;
  const [company, setCompany] = useState<NamedRef | null>(null);
  const [contact, setContact] = useState<Contact | null>(null);
  const [salesPerson, setSalesPerson] = useState<NamedRef | null>(() => defaultSalesPerson(user));
  const [agency, setAgency] = useState<NamedRef | null>(null);
  const [agencyContact, setAgencyContact] = useState<Contact | null>(null);
  const [name, setName] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);

  const nameDisabled = picksCompany && !company;
  const valid = name.trim() !== '' && (!picksCompany || company !== null);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!valid || submitting) return;
    setSubmitting(true);
    setError(null);
    setNameError(null);
    try {
      const trimmed = name.trim();
      const { id } = await createCampaign({
        name: trimmed,
        companyId: picksCompany ? company?.id : null,
        companyContactId: picksCompany ? contact?.id : null,
        salesPersonId: salesPerson?.id ?? null,
        agencyId: user.isRetailer ? agency?.id : null,
        agencyContactId: user.isRetailer ? agencyContact?.id : null,
      });
      const campaignName = trimmed;
      notification.success({
        title: t`Kampaň vytvořena`,
        description: t`Kampaň ${campaignName} byla vytvořena.`,
      });
      if (onCreated) onCreated({ id, name: trimmed });
      else navigate(`/campaigns/${id}`);
    } catch (caught) {
      const fieldErrors = isApiError(caught) ? caught.body.fieldErrors : undefined;
      if (fieldErrors?.name) setNameError(fieldErrors.name.join(' '));
      setError(errorText(caught));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Nová kampaň`}>
      {picksCompany && (
        <>
          <CompanyField
            id="create-campaign-company"
            value={company}
            onChange={(next) => {
              setCompany(next);
              setContact(null);
              setSalesPerson(defaultSalesPerson(user));
            }}
          />
          <CompanyContactField
            id="create-campaign-contact"
            companyId={company?.id ?? null}
            value={contact}
            onChange={(next) => {
              setContact(next);
              // Spec §6: choosing a contact defaults the sales person to the contact's.
              if (next?.salesPerson) setSalesPerson(next.salesPerson);
            }}
          />
          <SalesPersonField
            id="create-campaign-sales-person"
            value={salesPerson}
            onChange={setSalesPerson}
            selectable={user.isRetailer}
          />
        </>
      )}
      {user.isRetailer && (
        <>
          <AgencyField
            id="create-campaign-agency"
            value={agency}
            onChange={(next) => {
              setAgency(next);
              setAgencyContact(null);
            }}
          />
          <AgencyContactField
            id="create-campaign-agency-contact"
            agencyId={agency?.id ?? null}
            value={agencyContact}
            onChange={setAgencyContact}
          />
        </>
      )}
      <Field id="create-campaign-name" label={t`Název kampaně`} required error={nameError}>
        <Input
          id="create-campaign-name"
          value={name}
          maxLength={CAMPAIGN_NAME_MAX_LENGTH}
          showCount
          disabled={nameDisabled}
          status={nameError ? 'error' : undefined}
          placeholder={nameDisabled ? t`Nejdříve vyberte společnost` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
        />
      </Field>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onCancel}>{t`Zrušit`}</Button>
        <Button type="primary" htmlType="submit" disabled={!valid || submitting} loading={submitting}>
          {t`Vytvořit kampaň`}
        </Button>
      </Flex>
    </form>
  );
}
