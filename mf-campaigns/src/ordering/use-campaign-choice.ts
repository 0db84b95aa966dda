import { useLingui } from '@lingui/react/macro';
import type { NamedRef, UserInfo } from '@portal/shared-contracts/core';
import {
  createCampaign,
  getCampaignOptions,
  type CampaignOption,
  type Contact,
} from '@portal/shared-contracts/new-campaign';
import { useCurrentUser } from '@portal/shared-ui';
import { useState } from 'react';
import useSWR from 'swr';
import { CAMPAIGN_STATE_LABELS } from '../common/state-tag';

export type CampaignMode = 'new' | 'existing';

/** What the person chose of the campaign the item goes to. */
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

/** The campaign choice's fields whose problems show at the field once touched. */
export type ChoiceField = 'company' | 'name' | 'campaign';

/**
 * The campaign an order goes to (spec document 1 §2): the fixed one of the path, or the one chosen
 * (company, contact and sales person for a retailer or agency; a new campaign's name or an existing
 * campaign). What is missing of the choice is listed; `target` creates the new campaign when needed,
 * and after that the created campaign is the chosen existing one, so a retry does not create a second.
 */
export function useCampaignChoice({ campaignId }: { campaignId: number | null }) {
  const { t, i18n } = useLingui();
  const user = useCurrentUser()!;
  const picksCompany = campaignId === null && (user.isRetailer || user.isAgency);
  const [values, setValues] = useState<CampaignChoiceValues>(() => ({
    company: null,
    contact: null,
    salesPerson: defaultSalesPerson(user),
    mode: 'new',
    name: '',
    existingId: null,
  }));
  const [created, setCreated] = useState<{ id: number; name: string } | null>(null);
  const change = (patch: Partial<CampaignChoiceValues>) =>
    setValues((previous) => ({ ...previous, ...patch }));
  const { company, contact, salesPerson, mode, existingId } = values;

  const fixed = useSWR(campaignId ? ['campaigns/options', 'open'] : null, () =>
    getCampaignOptions({ itemAdditionAllowed: true }),
  );
  const fixedCampaign = fixed.data?.find((campaign) => campaign.id === campaignId) ?? null;
  const options = useSWR(
    campaignId === null && (!picksCompany || company) ? ['campaigns/options', company?.id ?? 'own'] : null,
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
  const existing = campaignOptions.find((campaign) => campaign.id === existingId) ?? null;

  // What is missing of the campaign choice: shown at its field once touched or after a send, the
  // fixed campaign's (no field) under the hint.
  const fixedProblem = campaignId !== null && !fixedCampaign ? t`Do kampaně nelze přidat položku.` : null;
  const choosing = campaignId === null;
  const fieldProblems: Record<ChoiceField, string | null> = {
    company: choosing && picksCompany && !company ? t`Vyberte společnost.` : null,
    name: choosing && mode === 'new' && !values.name.trim() ? t`Vyplňte název kampaně.` : null,
    campaign: choosing && mode === 'existing' && !existing ? t`Vyberte kampaň.` : null,
  };
  const problems = [fixedProblem, ...Object.values(fieldProblems)].filter((problem) => problem !== null);
  /** The problems not shown at their field (untouched), for the hint. */
  const hintProblems = (isTouched: (field: string) => boolean) =>
    [
      fixedProblem,
      ...Object.entries(fieldProblems).map(([field, problem]) => (isTouched(field) ? null : problem)),
    ].filter((problem) => problem !== null);

  /** The campaign the item goes to: the fixed or existing one, or a new one created now. */
  const target = async (): Promise<{ id: number; name: string }> => {
    const known = campaignId !== null ? fixedCampaign : mode === 'existing' ? existing : null;
    if (known) return known;
    const name = values.name.trim();
    const { id } = await createCampaign({
      name,
      companyId: picksCompany ? company?.id : null,
      companyContactId: picksCompany ? contact?.id : null,
      salesPersonId: picksCompany ? salesPerson?.id : null,
    });
    // The campaign exists now: a retry adds to it instead of creating another.
    setCreated({ id, name });
    change({ mode: 'existing', existingId: id });
    void options.mutate();
    return { id, name };
  };

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
    options,
    campaignOptions,
    fieldProblems,
    problems,
    hintProblems,
    target,
    advertiser,
  };
}

export type CampaignChoice = ReturnType<typeof useCampaignChoice>;
