import { useLingui } from '@lingui/react/macro';
import type { NamedRef, UserInfo } from '@portal/shared-contracts/core';
import {
  CAMPAIGN_NAME_MAX_LENGTH,
  createCampaign,
  CreateCampaignRequestSchema,
  type CreateCampaignRequest,
} from '@portal/shared-contracts/new-campaign';
import { useCurrentUser } from '@portal/shared-ui';
import { ApiForm, FormActions, TextField, useApiForm, useIssueText } from '@portal/shared-ui/form';
import { Modal, notification } from '@portal/shared-ui/form-components';
import { useNavigate } from '@portal/shared-ui/router';
import {
  AgencyPartyFields,
  CompanyPartyFields,
  PARTY_PATHS,
  SalesPersonPartyField,
  type PartyValues,
} from './party-form-fields';

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

interface CreateCampaignValues extends PartyValues {
  name: string;
}

function CreateCampaignForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated?: CreateCampaignDialogProps['onCreated'];
}) {
  const { t } = useLingui();
  const issueText = useIssueText();
  const navigate = useNavigate();
  const user = useCurrentUser()!;
  const picksCompany = user.isRetailer || user.isAgency;
  const form = useApiForm<CreateCampaignValues, CreateCampaignRequest, { id: number }>({
    initialValues: {
      company: null,
      contact: null,
      salesPerson: defaultSalesPerson(user),
      agency: null,
      agencyContact: null,
      name: '',
    },
    schema: CreateCampaignRequestSchema,
    // A vendor's company and contact come from its login; the agency fields are a retailer's.
    toRequest: (values) => ({
      // final-form keeps an emptied text as undefined: the schema's own "name required" wants ''.
      name: values.name ?? '',
      companyId: picksCompany ? (values.company?.id ?? null) : null,
      companyContactId: picksCompany ? (values.contact?.id ?? null) : null,
      salesPersonId: values.salesPerson?.id ?? null,
      agencyId: user.isRetailer ? (values.agency?.id ?? null) : null,
      agencyContactId: user.isRetailer ? (values.agencyContact?.id ?? null) : null,
    }),
    paths: PARTY_PATHS,
    messages: { campaign_name_required: t`Vyplňte název kampaně.` },
    // The API takes a campaign without a company from a vendor only (its company is its login's).
    validate: ({ company }) =>
      picksCompany && !company ? { company: issueText({ code: 'field_required' }) } : {},
    submit: (request) => createCampaign(request),
    onSuccess: ({ id }, { name }) => {
      const campaignName = (name ?? '').trim();
      notification.success({
        title: t`Kampaň vytvořena`,
        description: t`Kampaň ${campaignName} byla vytvořena.`,
      });
      if (onCreated) onCreated({ id, name: campaignName });
      else navigate(`/campaigns/${id}`);
    },
    guardLeave: false,
  });

  return (
    <ApiForm form={form} aria-label={t`Nová kampaň`}>
      {({ values, submitting }) => {
        const nameDisabled = picksCompany && !values.company;
        return (
          <>
            {picksCompany && (
              <>
                <CompanyPartyFields
                  idPrefix="create-campaign"
                  defaultSalesPerson={defaultSalesPerson(user)}
                />
                <SalesPersonPartyField id="create-campaign-sales-person" selectable={user.isRetailer} />
              </>
            )}
            {user.isRetailer && <AgencyPartyFields idPrefix="create-campaign" />}
            <TextField
              name="name"
              id="create-campaign-name"
              label={t`Název kampaně`}
              required
              maxLength={CAMPAIGN_NAME_MAX_LENGTH}
              showCount
              disabled={nameDisabled}
              placeholder={nameDisabled ? t`Nejdříve vyberte společnost` : undefined}
            />
            <FormActions
              submitText={t`Vytvořit kampaň`}
              onCancel={onCancel}
              disabled={submitting}
              disabledUntilValid
            />
          </>
        );
      }}
    </ApiForm>
  );
}
