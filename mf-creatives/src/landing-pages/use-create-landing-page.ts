import { useLingui } from '@lingui/react/macro';
import type { NamedRef } from '@portal/shared-contracts/core';
import {
  createLandingPage,
  CreateLandingPageRequestSchema,
  getActiveLandingPageTypes,
  LANDING_PAGE_NAME_MAX_LENGTH,
  type ActiveLandingPageType,
  type CreateLandingPageRequest,
  type LandingPage,
} from '@portal/shared-contracts/landing-pages';
import { useApiForm } from '@portal/shared-ui/form';
import useSWR from 'swr';

/** The dialog's values: the request's, with the company kept with its name for its select. */
export interface CreateFormValues {
  landingPageTypeId: number | null;
  targetId: number | null;
  company: NamedRef | null;
  name: string;
}

/** The shops a type allows as targetAllowedByType reads them: none listed means every shop. */
export const allowedTargetIds = (type: ActiveLandingPageType): number[] =>
  type.allTargets ? [] : type.targets.map((target) => target.id);

/**
 * The create dialog's form (spec 001 §5 "Landing pages and their types") on the kit: type, target
 * (none until a type is chosen, then only those the type allows), company (retailer staff and
 * agencies, required) and name (required, trimmed), checked by the create call's schema in the
 * browser first; the server's messages go on their fields.
 */
export function useCreateLandingPage({
  picksCompany,
  onCreated,
}: {
  picksCompany: boolean;
  onCreated: (page: LandingPage) => void | Promise<void>;
}) {
  const { t } = useLingui();
  const types = useSWR('landing-pages/active-types', () => getActiveLandingPageTypes(), {
    revalidateOnFocus: false,
  });
  const max = LANDING_PAGE_NAME_MAX_LENGTH;
  const form = useApiForm<CreateFormValues, CreateLandingPageRequest, LandingPage>({
    initialValues: { landingPageTypeId: null, targetId: null, company: null, name: '' },
    schema: CreateLandingPageRequestSchema,
    toRequest: (values) => ({
      landingPageTypeId: values.landingPageTypeId,
      targetId: values.targetId,
      companyId: picksCompany ? (values.company?.id ?? null) : null,
      // A cleared input leaves no value: the schema then says the name is required, in its words.
      name: values.name ?? '',
    }),
    paths: { companyId: 'company' },
    // The spec's words for each choice missing; the company only for those who choose it.
    validate: (values) => ({
      ...(values.landingPageTypeId == null ? { landingPageTypeId: t`Vyberte typ landing page.` } : {}),
      ...(values.targetId == null ? { targetId: t`Vyberte cílový web.` } : {}),
      ...(picksCompany && !values.company
        ? { company: t`Vyberte společnost, pro kterou landing page zakládáte.` }
        : {}),
    }),
    messages: {
      landing_page_name_required: t`Vyplňte název landing page.`,
      field_max_length: t`Název může mít nejvýše ${max} znaků.`,
    },
    submit: (request) => createLandingPage(request),
    onSuccess: (page) => onCreated(page),
    // Spec 001 §8 "save failures": the server's sentence, or the field errors joined, above the
    // buttons (FormActions) while each message is also on its field.
    formError: 'whole',
    // A dialog: closing it is the way out.
    guardLeave: false,
  });
  return { types, form };
}
