import { useLingui } from '@lingui/react/macro';
import type { NamedRef } from '@portal/shared-contracts/core';
import {
  createLandingPageType,
  LandingPageTypeRequestSchema,
  LandingPageTypeUpdateRequestSchema,
  SIZE_EXTERNAL_ID_MAX,
  updateLandingPageType,
  type LandingPageType,
  type LandingPageTypeRequest,
} from '@portal/shared-contracts/landing-pages';
import { useApiForm } from '@portal/shared-ui/form';
import { useState } from 'react';
import { useEditConflict } from '../common/edit-conflict';

export interface TypeValues {
  name: string;
  active: boolean;
  creativeFormatId: number | null;
  sizeExternalId: number | null;
  /** The allowed shops with their names, so the select shows them; none: every shop. */
  allowedTargets: NamedRef[];
}

/** What is sent: a change also carries the version it was read at. */
type TypeRequest = LandingPageTypeRequest & { version?: number };

const valuesOf = (type: LandingPageType | null): TypeValues =>
  type
    ? {
        name: type.name,
        active: type.active,
        creativeFormatId: type.creativeFormatId,
        sizeExternalId: type.sizeExternalId,
        allowedTargets: type.allowedTargets.map(({ id, name }) => ({ id, name })),
      }
    : { name: '', active: true, creativeFormatId: null, sizeExternalId: null, allowedTargets: [] };

/**
 * The card's form (spec 001 §5 "Landing page type"), checked by the API's own schema: name
 * (required, trimmed), creative format and size id (required; a whole number from 1 to
 * SIZE_EXTERNAL_ID_MAX), active, allowed shops. A change sends the version the form was started
 * from: a save refused as an edit conflict (someone else saved the type since) shows who and when,
 * keeps what was typed, and offers to read the type again.
 */
export function useLandingPageTypeForm(
  type: LandingPageType | null,
  onSaved: (saved: LandingPageType) => void,
  onReload: () => Promise<unknown>,
) {
  const { t } = useLingui();
  const maxSize = SIZE_EXTERNAL_ID_MAX;
  // The version read with the values: a later read (SWR revalidating) does not change what is saved over.
  const [version] = useState(type?.version ?? 0);
  const conflict = useEditConflict(onReload);
  const form = useApiForm<TypeValues, TypeRequest, LandingPageType>({
    initialValues: valuesOf(type),
    // A new type has no version yet; the schemas are otherwise the same.
    schema: type ? LandingPageTypeUpdateRequestSchema : LandingPageTypeRequestSchema,
    toRequest: (values) => ({
      // A text field emptied by the user holds no value at all in final-form.
      name: values.name ?? '',
      active: values.active,
      sizeExternalId: values.sizeExternalId,
      creativeFormatId: values.creativeFormatId,
      allowedTargetIds: (values.allowedTargets ?? []).map((target) => target.id),
      ...(type ? { version } : {}),
    }),
    paths: { allowedTargetIds: 'allowedTargets' },
    messages: {
      landing_page_type_name_required: t`Vyplňte název typu.`,
      landing_page_type_size_whole_number: t`ID velikosti musí být celé číslo od 1 do ${maxSize}.`,
    },
    // The schema says only that a value is missing: the card says which.
    validate: ({ creativeFormatId, sizeExternalId }) => ({
      ...(creativeFormatId == null ? { creativeFormatId: t`Vyberte formát kreativy.` } : {}),
      ...(sizeExternalId == null ? { sizeExternalId: t`Vyplňte ID velikosti.` } : {}),
    }),
    submit: (request) => {
      conflict.take(null);
      return type ? updateLandingPageType(type.id, { ...request, version }) : createLandingPageType(request);
    },
    onSuccess: (saved) => onSaved(saved),
    // The edit conflict has its own notice; the kit puts any other refusal on the fields or the form.
    onError: (caught) => (conflict.take(caught) ? null : undefined),
    // The card is a dialog over the list: closing it is the way out.
    guardLeave: false,
  });
  return { form, conflict };
}
