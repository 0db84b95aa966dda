import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/shared-contracts/core';
import {
  updateCreativeFormat,
  UpdateCreativeFormatRequestSchema,
  type CreativeFormat,
  type UpdateCreativeFormatRequest,
} from '@portal/shared-contracts/creatives';
import { useApiForm, type FieldPaths, type ValidationErrors } from '@portal/shared-ui/form';
import { useRef, useState } from 'react';
import { useEditConflict } from '../common/edit-conflict';
import { requestPaths } from '../common/request-paths';
import {
  fieldValuesOf,
  kindOf,
  requestOf,
  restrictionsOf,
  RULE_MINIMUM,
  RULES_OF_KIND,
  type FieldValues,
} from './field-values';

export interface FormatValues {
  fields: FieldValues[];
}

/** Where a field's own message goes (a refusal of the field as a whole: its name, its id). */
export const fieldPlace = (index: number, place: 'field' | 'restrictions') => `fields.${index}.${place}`;

/** The server's answer to a required field made optional in a format products use: confirm first. */
const REQUIRED_FIELD_REMOVED = 'creative_format_required_field_removed';

/**
 * The detail form (spec 000 §2 "Creative formats", 001 §5): each field's texts, type, required flag,
 * restrictions and conversion. Checked in the browser first (the API's schema, the editor minimums,
 * minimum not over maximum, a conversion with both its source and its format); the whole format is
 * then sent. A required field made optional in a format products use is saved only once the
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
  // The version read with the fields: a later read (SWR revalidating) does not change what is saved over.
  const [version] = useState(format.version);
  const conflict = useEditConflict(onReload);
  // The server's question (which products lose a required field) waiting for the administrator.
  const [confirmation, setConfirmation] = useState<string | null>(null);
  // Set by the administrator's answer, for the one save it starts.
  const confirmed = useRef(false);
  // A request's restrictions are those with a value, so its restriction n is not the editor's n:
  // each request made notes where its parts came from.
  const [sent] = useState(requestPaths);

  const toRequest = (values: FormatValues) => {
    const paths: FieldPaths = {};
    values.fields.forEach((field, index) => {
      const at = `fields.${index}`;
      restrictionsOf(field).forEach(({ rule }, position) => {
        for (const tail of ['', '.type', '.value'])
          paths[`${at}.restrictions.${position}${tail}`] = `${at}.rules.${rule}`;
      });
      paths[`${at}.restrictions`] = fieldPlace(index, 'restrictions');
      paths[`${at}.convertFromIndex`] = `${at}.convertFromId`;
      for (const part of ['id', 'name', 'mediaType']) paths[`${at}.${part}`] = fieldPlace(index, 'field');
    });
    sent.note(paths);
    return { ...requestOf(format, values.fields, version), confirmRequiredFieldRemoval: confirmed.current };
  };

  const validate = ({ fields }: FormatValues): ValidationErrors => {
    const found: Record<string, string> = {};
    fields.forEach((field, index) => {
      const at = `fields.${index}`;
      for (const [rule] of RULES_OF_KIND[kindOf(field)]) {
        const value = field.rules[rule];
        const min = RULE_MINIMUM[rule];
        if (typeof value === 'number' && min !== undefined && value < min)
          found[`${at}.rules.${rule}`] = t`Nejmenší povolená hodnota je ${min}.`;
      }
      const { min, max, skuMin, skuMax } = field.rules;
      const kind = kindOf(field);
      if (
        (kind === 'number' && min != null && max != null && min > max) ||
        (kind === 'sku' && skuMin != null && skuMax != null && skuMin > skuMax)
      )
        found[fieldPlace(index, 'restrictions')] = t`Nejmenší hodnota je větší než největší.`;
      if (field.mediaType === 'file') {
        if (field.convertFromId != null && field.conversionFormat === 'none')
          found[`${at}.conversionFormat`] = t`Vyberte formát, na který se obrázek převádí.`;
        if (field.convertFromId == null && field.conversionFormat !== 'none')
          found[`${at}.convertFromId`] = t`Vyberte pole, ze kterého se obrázek převádí.`;
      }
    });
    // Nested as the form's values are: `fields.2.rules.width` is fields[2].rules.width.
    const errors: { fields?: Record<string, unknown>[] } = {};
    for (const [path, text] of Object.entries(found)) {
      const [, index, ...rest] = path.split('.');
      errors.fields ??= [];
      let node = (errors.fields[Number(index)] ??= {});
      for (const key of rest.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
      node[rest.at(-1)!] = text;
    }
    return errors;
  };

  const form = useApiForm<FormatValues, UpdateCreativeFormatRequest, CreativeFormat>({
    initialValues: { fields: format.fields.map(fieldValuesOf) },
    schema: UpdateCreativeFormatRequestSchema,
    toRequest,
    paths: sent.paths,
    validate,
    submit: (request) => {
      setConfirmation(null);
      conflict.take(null);
      confirmed.current = false;
      return updateCreativeFormat(format.id, request);
    },
    onSuccess: (saved) => onSaved(saved),
    onError: (caught) => {
      if (isApiError(caught) && caught.body.code === REQUIRED_FIELD_REMOVED) {
        setConfirmation(caught.body.message);
        return null;
      }
      // The edit conflict has its own notice; the kit puts any other refusal on the fields or the form.
      return conflict.take(caught) ? null : undefined;
    },
  });

  return {
    form,
    conflict,
    confirmation,
    /** The administrator confirms: `send` saves again, saying so. */
    confirm: (send: () => void) => {
      confirmed.current = true;
      send();
    },
    cancelConfirmation: () => setConfirmation(null),
  };
}
