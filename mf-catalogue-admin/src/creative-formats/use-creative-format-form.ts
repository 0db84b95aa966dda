import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/shared-contracts/core';
import { updateCreativeFormat, type CreativeFormat } from '@portal/shared-contracts/creatives';
import { useErrorText } from '@portal/shared-ui';
import { useState, type FormEvent } from 'react';
import { useEditConflict } from '../common/edit-conflict';
import {
  fieldValuesOf,
  kindOf,
  requestOf,
  restrictionsOf,
  RULE_MINIMUM,
  RULES_OF_KIND,
  type FieldValues,
} from './field-values';

/**
 * Errors by `${fieldIndex}.${place}`: place is `displayNames.cs`, `rules.width`, `restrictions` (the
 * field's restrictions as a whole), `convertFrom`, `conversionFormat`, `textMediaType` or `field`.
 */
export type FormatErrors = Record<string, string>;

export const errorKey = (index: number, place: string) => `${index}.${place}`;

/** The server's answer to a required field made optional in a format products use: confirm first. */
const REQUIRED_FIELD_REMOVED = 'creative_format_required_field_removed';

/**
 * The detail form (spec 000 §2 "Creative formats", 001 §5): each field's texts, type, required flag,
 * restrictions and conversion. Checked in the browser first (the editor minimums, minimum not over
 * maximum, a conversion with both its source and its format); the whole format is then sent, and the
 * server's field errors go beside their fields, any other failure (the server message) above the
 * buttons. A required field made optional in a format products use is saved only once the
 * administrator confirms it, told by the server which products those are. The save sends the version
 * the form was started from: a save refused as an edit conflict (someone else saved the format since)
 * shows who and when, keeps what was typed, and offers to read the format again (`onReload`).
 */
export function useCreativeFormatForm(
  format: CreativeFormat,
  onSaved: (saved: CreativeFormat) => void,
  onReload: () => Promise<unknown>,
) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [fields, setFields] = useState<FieldValues[]>(() => format.fields.map(fieldValuesOf));
  // The version read with the fields: a later read (SWR revalidating) does not change what is saved over.
  const [version] = useState(format.version);
  const conflict = useEditConflict(onReload);
  const [errors, setErrors] = useState<FormatErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The server's question (which products lose a required field) waiting for the administrator.
  const [confirmation, setConfirmation] = useState<string | null>(null);

  /** Changes a field; the errors of what changed go away. */
  const update = (index: number, change: Partial<FieldValues>, places: string[]) => {
    setFields((previous) => previous.map((field, at) => (at === index ? { ...field, ...change } : field)));
    setErrors((previous) => {
      const next = { ...previous };
      for (const place of places) delete next[errorKey(index, place)];
      return next;
    });
  };

  const check = (): FormatErrors => {
    const found: FormatErrors = {};
    fields.forEach((field, index) => {
      for (const [rule] of RULES_OF_KIND[kindOf(field)]) {
        const value = field.rules[rule];
        const min = RULE_MINIMUM[rule];
        if (typeof value === 'number' && min !== undefined && value < min)
          found[errorKey(index, `rules.${rule}`)] = t`Nejmenší povolená hodnota je ${min}.`;
      }
      const { min, max, skuMin, skuMax } = field.rules;
      const kind = kindOf(field);
      if (
        (kind === 'number' && min !== null && max !== null && min > max) ||
        (kind === 'sku' && skuMin !== null && skuMax !== null && skuMin > skuMax)
      )
        found[errorKey(index, 'restrictions')] = t`Nejmenší hodnota je větší než největší.`;
      if (field.mediaType === 'file') {
        if (field.convertFromId !== null && field.conversionFormat === 'none')
          found[errorKey(index, 'conversionFormat')] = t`Vyberte formát, na který se obrázek převádí.`;
        if (field.convertFromId === null && field.conversionFormat !== 'none')
          found[errorKey(index, 'convertFrom')] = t`Vyberte pole, ze kterého se obrázek převádí.`;
      }
    });
    return found;
  };

  const showFailure = (caught: unknown) => {
    const fromServer: FormatErrors = {};
    const unplaced: string[] = [];
    const fieldErrors = isApiError(caught) ? (caught.body.fieldErrors ?? {}) : {};
    for (const [path, messages] of Object.entries(fieldErrors)) {
      const key = placeOf(path);
      if (key) fromServer[key] = [fromServer[key], ...messages].filter(Boolean).join(' ');
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

  /** Where a server path ('fields.2.restrictions.1', 'fields.0.displayNames.cs') is shown, if anywhere. */
  const placeOf = (path: string): string | null => {
    const [root, at, part, sub] = path.split('.');
    const index = Number(at);
    const field = fields[index];
    if (root !== 'fields' || !field) return null;
    if (part === 'restrictions') {
      const rule = sub === undefined ? undefined : restrictionsOf(field)[Number(sub)]?.rule;
      return errorKey(index, rule ? `rules.${rule}` : 'restrictions');
    }
    if ((part === 'displayNames' || part === 'descriptions') && sub) return errorKey(index, `${part}.${sub}`);
    if (part === 'convertFromIndex') return errorKey(index, 'convertFrom');
    if (part === 'conversionFormat' || part === 'textMediaType') return errorKey(index, part);
    return errorKey(index, 'field');
  };

  const submit = async (event?: FormEvent, confirmRequiredFieldRemoval = false) => {
    event?.preventDefault();
    if (submitting) return;
    setConfirmation(null);
    const found = check();
    setErrors(found);
    setFailure(null);
    conflict.take(null);
    if (Object.keys(found).length > 0) {
      setFailure(t`Zkontrolujte prosím zvýrazněné údaje.`);
      return;
    }
    setSubmitting(true);
    try {
      onSaved(
        await updateCreativeFormat(format.id, {
          ...requestOf(format, fields, version),
          confirmRequiredFieldRemoval,
        }),
      );
    } catch (caught) {
      if (isApiError(caught) && caught.body.code === REQUIRED_FIELD_REMOVED)
        setConfirmation(caught.body.message);
      else showFailure(caught);
      setSubmitting(false);
    }
  };

  return {
    fields,
    update,
    errors,
    failure,
    conflict,
    submitting,
    submit,
    confirmation,
    confirm: () => void submit(undefined, true),
    cancelConfirmation: () => setConfirmation(null),
  };
}
