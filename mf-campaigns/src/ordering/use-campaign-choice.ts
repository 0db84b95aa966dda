import { useLingui } from '@lingui/react/macro';
import type { NamedRef, UserInfo } from '@portal/shared-contracts/core';
import {
  createCampaign,
  getCampaignOptions,
  type CampaignOption,
  type Contact,
} from '@portal/shared-contracts/new-campaign';
import { useCurrentUser } from '@portal/shared-ui';
import { useForm, useFormState } from '@portal/shared-ui/form';
import { useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { CAMPAIGN_STATE_LABELS } from '../common/state-tag';
import { useOrderFieldName } from './order-field';
import { changeValues, serverErrorOf } from './form-values';

export type CampaignMode = 'new' | 'existing';

/** What the person chose of the campaign the item goes to: values of the order form. */
export interface CampaignChoiceValues {
  company: NamedRef | null;
  contact: Contact | null;
  salesPerson: NamedRef | null;
  mode: CampaignMode;
  name: string;
  existingId: number | null;
}

/** A retailer who is a sales person is preselected (spec §6). */
export const defaultSalesPerson = (user: UserInfo): NamedRef | null =>
  user.isRetailer && user.isSalesPerson ? { id: user.userId, name: user.name } : null;

export const initialChoice = (user: UserInfo): CampaignChoiceValues => ({
  company: null,
  contact: null,
  salesPerson: defaultSalesPerson(user),
  mode: 'new',
  name: '',
  existingId: null,
});

/** The campaign choice's fields whose problems show at the field once changed. */
export type ChoiceField = 'company' | 'name' | 'existingId';

/** Whether the orderer picks the campaign's company (a retailer or an agency with no campaign in the path). */
export const picksCompanyOf = (user: UserInfo, campaignId: number | null) =>
  campaignId === null && (user.isRetailer || user.isAgency);

const campaignOptionsKey = (companyId: number | null) => ['campaigns/options', companyId ?? 'own'];

/** What is missing of a chosen campaign, by field (the page's rules of the order form). */
export function useChoiceProblems(campaignId: number | null) {
  const { t } = useLingui();
  const user = useCurrentUser()!;
  const picksCompany = picksCompanyOf(user, campaignId);
  return (values: CampaignChoiceValues): Partial<Record<ChoiceField, string>> => {
    if (campaignId !== null) return {};
    const problems: Partial<Record<ChoiceField, string>> = {};
    if (picksCompany && !values.company) problems.company = t`Vyberte společnost.`;
    if (values.mode === 'new' && !values.name.trim()) problems.name = t`Vyplňte název kampaně.`;
    if (values.mode === 'existing' && values.existingId === null) problems.existingId = t`Vyberte kampaň.`;
    return problems;
  };
}

/**
 * The campaign the item goes to: the path's, the existing one chosen, or a new one created now. The
 * created campaign becomes the chosen existing one (`onCreated`), so a retry does not create a second.
 */
export function useTargetCampaign(campaignId: number | null) {
  const user = useCurrentUser()!;
  const { mutate } = useSWRConfig();
  const picksCompany = picksCompanyOf(user, campaignId);
  return async (
    values: CampaignChoiceValues,
    onCreated: (campaign: { id: number; name: string }) => void,
  ): Promise<number> => {
    if (campaignId !== null) return campaignId;
    if (values.mode === 'existing' && values.existingId !== null) return values.existingId;
    const name = values.name.trim();
    const { id } = await createCampaign({
      name,
      companyId: picksCompany ? values.company?.id : null,
      companyContactId: picksCompany ? values.contact?.id : null,
      salesPersonId: picksCompany ? values.salesPerson?.id : null,
    });
    onCreated({ id, name });
    void mutate(campaignOptionsKey(picksCompany ? (values.company?.id ?? null) : null));
    return id;
  };
}

/**
 * The campaign choice inside the order form (spec document 1 §2): the fixed campaign of the path, or
 * the company, contact and sales person for a retailer or agency and a new campaign's name or an
 * existing campaign, as final-form values; the campaigns to choose from; what is missing of it.
 */
export function useCampaignChoice({
  campaignId,
  created,
}: {
  campaignId: number | null;
  /** The campaign a refused send created: it is offered until the list has it. */
  created: { id: number; name: string } | null;
}) {
  const { t, i18n } = useLingui();
  const user = useCurrentUser()!;
  const form = useForm<CampaignChoiceValues>();
  const { values, submitFailed } = useFormState<CampaignChoiceValues>({
    subscription: { values: true, submitFailed: true },
  });
  const picksCompany = picksCompanyOf(user, campaignId);
  // Known to final-form whichever of them shows: react-final-form gives a field that registers anew
  // its initial value, which would drop a name typed before switching to an existing campaign and
  // back, or the campaign a refused send created.
  useOrderFieldName('company');
  useOrderFieldName('name');
  useOrderFieldName('existingId');
  const { company, contact } = values;
  const change = (patch: Partial<CampaignChoiceValues>) => changeValues(form, patch);

  const fixed = useSWR(campaignId ? ['campaigns/options', 'open'] : null, () =>
    getCampaignOptions({ itemAdditionAllowed: true }),
  );
  const fixedCampaign = fixed.data?.find((campaign) => campaign.id === campaignId) ?? null;
  const options = useSWR(
    campaignId === null && (!picksCompany || company) ? campaignOptionsKey(company?.id ?? null) : null,
    () => getCampaignOptions({ companyId: company?.id ?? null, itemAdditionAllowed: true }),
  );
  const campaignOptions = (options.data ?? []).map((campaign: CampaignOption) => ({
    id: campaign.id,
    name: campaign.name,
    label: `${campaign.name} – ${i18n._(CAMPAIGN_STATE_LABELS[campaign.campaignState.identifier])}`,
  }));
  if (created && !campaignOptions.some((campaign) => campaign.id === created.id)) {
    campaignOptions.unshift({ ...created, label: created.name });
  }

  // A created campaign is the chosen existing one from now on.
  const createdId = created?.id ?? null;
  useEffect(() => {
    if (createdId !== null) change({ mode: 'existing', existingId: createdId });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a newly created campaign is chosen
  }, [createdId]);

  // What is missing of the campaign choice: shown at its field once changed or after a send, the
  // fixed campaign's (no field) under the hint.
  const fixedProblem =
    campaignId !== null && !fixed.isLoading && !fixedCampaign ? t`Do kampaně nelze přidat položku.` : null;
  const fieldProblems = useChoiceProblems(campaignId)(values);
  const shown = (field: ChoiceField) => submitFailed || !!form.getFieldState(field)?.modified;
  /** The problem to show at a field: the server's until the field changes, or what is missing. */
  const fieldError = (field: ChoiceField): string | null => {
    return serverErrorOf(form, field) || (shown(field) ? (fieldProblems[field] ?? null) : null);
  };
  const problems = [fixedProblem, ...Object.values(fieldProblems)].filter((problem) => !!problem);
  /** The problems not shown at their field, for the hint. */
  const hintProblems = [
    fixedProblem,
    ...Object.entries(fieldProblems).map(([field, problem]) =>
      shown(field as ChoiceField) ? null : problem,
    ),
  ].filter((problem): problem is string => !!problem);

  // Whose target products and landing pages may be chosen: the campaign's company, the chosen one
  // (retailer, agency), or the vendor's own.
  const advertiser = {
    companyId: fixedCampaign?.company.id ?? (picksCompany ? (company?.id ?? null) : user.companyId),
    contactId: contact?.id ?? null,
  };

  return {
    campaignId,
    picksCompany,
    values,
    change,
    fixed,
    fixedCampaign,
    fixedProblem,
    options,
    campaignOptions,
    fieldError,
    problems,
    hintProblems,
    advertiser,
  };
}

export type CampaignChoice = ReturnType<typeof useCampaignChoice>;
