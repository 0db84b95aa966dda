import { useLingui } from '@lingui/react/macro';
import { isApiError, type NamedRef } from '@portal/shared-contracts/core';
import {
  createLandingPageType,
  LANDING_PAGE_TYPE_NAME_MAX_LENGTH,
  SIZE_EXTERNAL_ID_MAX,
  updateLandingPageType,
  type LandingPageType,
  type LandingPageTypeRequest,
} from '@portal/shared-contracts/landing-pages';
import { useErrorText } from '@portal/shared-ui';
import { useState, type FormEvent } from 'react';
import { useEditConflict } from '../common/edit-conflict';

export type TypeField = 'name' | 'active' | 'creativeFormatId' | 'sizeExternalId' | 'allowedTargetIds';
export type TypeErrors = Partial<Record<TypeField, string>>;

export interface TypeValues {
  name: string;
  active: boolean;
  creativeFormatId: number | null;
  sizeExternalId: number | null;
  /** The allowed shops with their names, so the select shows them; none: every shop. */
  allowedTargets: NamedRef[];
}

const FIELDS: readonly string[] = [
  'name',
  'active',
  'creativeFormatId',
  'sizeExternalId',
  'allowedTargetIds',
] satisfies TypeField[];
const isField = (path: string): path is TypeField => FIELDS.includes(path);

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
 * The card's form (spec 001 §5 "Landing page type"): name (required, trimmed), creative format and
 * size id (required; a whole number from 1 to SIZE_EXTERNAL_ID_MAX), active, allowed shops. Checked
 * in the browser first; the server's field errors go beside their fields, any other failure (spec 001
 * §8: the server message, or the errors no field shows joined by spaces) above the buttons. A change
 * sends the version the form was started from: a save refused as an edit conflict (someone else saved
 * the type since) shows who and when, keeps what was typed, and offers to read the type again.
 */
export function useLandingPageTypeForm(
  type: LandingPageType | null,
  onSaved: (saved: LandingPageType) => void,
  onReload: () => Promise<unknown>,
) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [values, setValues] = useState<TypeValues>(() => valuesOf(type));
  // The version read with the values: a later read (SWR revalidating) does not change what is saved over.
  const [version] = useState(type?.version ?? 0);
  const conflict = useEditConflict(onReload);
  const [errors, setErrors] = useState<TypeErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const set = <K extends keyof TypeValues>(key: K, value: TypeValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    const field: TypeField = key === 'allowedTargets' ? 'allowedTargetIds' : key;
    setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
  };

  const check = (): TypeErrors => {
    const found: TypeErrors = {};
    const name = values.name.trim();
    const maxLength = LANDING_PAGE_TYPE_NAME_MAX_LENGTH;
    if (!name) found.name = t`Vyplňte název typu.`;
    else if (name.length > maxLength) found.name = t`Název může mít nejvýše ${maxLength} znaků.`;
    if (values.creativeFormatId === null) found.creativeFormatId = t`Vyberte formát kreativy.`;
    const size = values.sizeExternalId;
    const maxSize = SIZE_EXTERNAL_ID_MAX;
    if (size === null) found.sizeExternalId = t`Vyplňte ID velikosti.`;
    else if (!Number.isInteger(size) || size < 1 || size > maxSize)
      found.sizeExternalId = t`ID velikosti musí být celé číslo od 1 do ${maxSize}.`;
    return found;
  };

  const showFailure = (caught: unknown) => {
    const fromServer: TypeErrors = {};
    const unplaced: string[] = [];
    const fieldErrors = isApiError(caught) ? (caught.body.fieldErrors ?? {}) : {};
    for (const [path, messages] of Object.entries(fieldErrors)) {
      // An item's path ('allowedTargetIds.0') belongs to its list's field.
      const field = path.split('.')[0] ?? path;
      if (isField(field)) fromServer[field] = [fromServer[field], ...messages].filter(Boolean).join(' ');
      else unplaced.push(...messages);
    }
    setErrors(fromServer);
    if (conflict.take(caught)) {
      setFailure(null);
      return;
    }
    const placed = Object.keys(fromServer).length > 0;
    setFailure(unplaced.length > 0 ? unplaced.join(' ') : placed ? null : errorText(caught));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    const found = check();
    setErrors(found);
    setFailure(null);
    conflict.take(null);
    const { creativeFormatId, sizeExternalId } = values;
    if (Object.keys(found).length > 0 || creativeFormatId === null || sizeExternalId === null) return;
    const body: LandingPageTypeRequest = {
      name: values.name.trim(),
      active: values.active,
      sizeExternalId,
      creativeFormatId,
      allowedTargetIds: values.allowedTargets.map((target) => target.id),
    };
    setSubmitting(true);
    try {
      const saved = type
        ? await updateLandingPageType(type.id, { ...body, version })
        : await createLandingPageType(body);
      onSaved(saved);
    } catch (caught) {
      showFailure(caught);
      setSubmitting(false);
    }
  };

  return {
    values,
    set,
    errors,
    failure,
    conflict,
    submitting,
    canSave: values.name.trim() !== '',
    submit,
  };
}
