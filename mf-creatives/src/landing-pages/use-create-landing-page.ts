import { useLingui } from '@lingui/react/macro';
import { isApiError, type NamedRef } from '@portal/shared-contracts/core';
import {
  createLandingPage,
  getActiveLandingPageTypes,
  LANDING_PAGE_NAME_MAX_LENGTH,
  targetAllowedByType,
  type ActiveLandingPageType,
  type LandingPage,
} from '@portal/shared-contracts/landing-pages';
import { useErrorText } from '@portal/shared-ui';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';

export type CreateField = 'type' | 'target' | 'company' | 'name';
export type CreateErrors = Partial<Record<CreateField, string>>;

/** The fields of POST /landing-pages/create whose server errors the dialog shows beside its fields. */
const SERVER_FIELDS: Record<string, CreateField> = {
  landingPageTypeId: 'type',
  targetId: 'target',
  companyId: 'company',
  name: 'name',
};

/** The shops a type allows as targetAllowedByType reads them: none listed means every shop. */
export const allowedTargetIds = (type: ActiveLandingPageType): number[] =>
  type.allTargets ? [] : type.targets.map((target) => target.id);

/**
 * The create dialog's form (spec 001 §5 "Landing pages and their types"): type, target (none until a
 * type is chosen, then only those the type allows), company (retailer staff and agencies, required)
 * and name (required, trimmed). Checked in the browser first; the server's field errors go beside
 * their fields, anything else above the buttons.
 */
export function useCreateLandingPage({
  picksCompany,
  onCreated,
}: {
  picksCompany: boolean;
  onCreated: (page: LandingPage) => void | Promise<void>;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const types = useSWR('landing-pages/active-types', () => getActiveLandingPageTypes(), {
    revalidateOnFocus: false,
  });
  const [type, setTypeState] = useState<ActiveLandingPageType | null>(null);
  const [targetId, setTargetState] = useState<number | null>(null);
  const [company, setCompanyState] = useState<NamedRef | null>(null);
  const [name, setNameState] = useState('');
  const [errors, setErrors] = useState<CreateErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const clear = (field: CreateField) =>
    setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));

  const setType = (typeId: number | null) => {
    const next = types.data?.find((candidate) => candidate.id === typeId) ?? null;
    setTypeState(next);
    clear('type');
    // A shop the new type does not allow is no longer a choice.
    if (targetId !== null && (!next || !targetAllowedByType(allowedTargetIds(next), targetId)))
      setTargetState(null);
  };
  const setTarget = (next: number | null) => {
    setTargetState(next);
    clear('target');
  };
  const setCompany = (next: NamedRef | null) => {
    setCompanyState(next);
    clear('company');
  };
  const setName = (next: string) => {
    setNameState(next);
    clear('name');
  };

  const check = (): CreateErrors => {
    const found: CreateErrors = {};
    if (!type) found.type = t`Vyberte typ landing page.`;
    if (targetId === null) found.target = t`Vyberte cílový web.`;
    if (picksCompany && !company) found.company = t`Vyberte společnost, pro kterou landing page zakládáte.`;
    const trimmed = name.trim();
    const max = LANDING_PAGE_NAME_MAX_LENGTH;
    if (!trimmed) found.name = t`Vyplňte název landing page.`;
    else if (trimmed.length > max) found.name = t`Název může mít nejvýše ${max} znaků.`;
    return found;
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    const found = check();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !type || targetId === null) return;
    setSubmitting(true);
    try {
      const page = await createLandingPage({
        landingPageTypeId: type.id,
        targetId,
        companyId: picksCompany ? company?.id : null,
        name: name.trim(),
      });
      await onCreated(page);
    } catch (caught) {
      const fromServer: CreateErrors = {};
      const other: string[] = [];
      const fieldErrors = isApiError(caught) ? (caught.body.fieldErrors ?? {}) : {};
      for (const [path, messages] of Object.entries(fieldErrors)) {
        const field = SERVER_FIELDS[path];
        if (field) fromServer[field] = messages.join(' ');
        else other.push(...messages);
      }
      setErrors(fromServer);
      // The server's message says what failed, the fields where; what no field owns follows it.
      setFailure([errorText(caught), ...other].join(' '));
      setSubmitting(false);
    }
  };

  return {
    types,
    values: { type, targetId, company, name },
    setType,
    setTarget,
    setCompany,
    setName,
    errors,
    failure,
    submitting,
    submit,
  };
}
