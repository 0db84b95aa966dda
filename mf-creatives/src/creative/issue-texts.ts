import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/shared-contracts/core';
import type { FieldValueIssue, IMAGE_ISSUE_TYPES } from '@portal/shared-contracts/creatives';
import { formatNumber, useLocale } from '@portal/shared-ui';
import { useCallback } from 'react';
import { formatFileSize } from '../common/format';

type ImageIssueType = (typeof IMAGE_ISSUE_TYPES)[number];
interface ValidationIssue {
  type: string;
  params?: Record<string, unknown>;
}

const numberParam = (params: Record<string, unknown> | undefined, key: string): number | null => {
  const value = params?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};
const textParam = (params: Record<string, unknown> | undefined, key: string): string =>
  typeof params?.[key] === 'string' || typeof params?.[key] === 'number' ? String(params[key]) : '';

/** The messages of a field's text issue (shared textValueIssue), in the user's language. */
export function useTextIssueText(): (issue: FieldValueIssue, field: string) => string {
  const { t } = useLingui();
  const locale = useLocale();
  return useCallback(
    (issue, field) => {
      switch (issue.code) {
        case 'field_required':
          return t`Vyplňte pole ${field}.`;
        case 'field_max_length': {
          const count = issue.count;
          return plural(count, {
            one: `Pole ${field} může mít nejvýše # znak.`,
            few: `Pole ${field} může mít nejvýše # znaky.`,
            other: `Pole ${field} může mít nejvýše # znaků.`,
          });
        }
        case 'creative_number_invalid':
          return t`Pole ${field} musí být číslo.`;
        case 'creative_number_integer':
          return t`Pole ${field} musí být celé číslo.`;
        case 'field_min_value': {
          const min = formatNumber(issue.min, locale, issue.min % 1 === 0 ? 0 : 2);
          return t`Pole ${field} musí být alespoň ${min}.`;
        }
        case 'field_max_value': {
          const max = formatNumber(issue.max, locale, issue.max % 1 === 0 ? 0 : 2);
          return t`Pole ${field} může být nejvýše ${max}.`;
        }
        case 'creative_number_step': {
          const step = formatNumber(issue.step, locale, issue.step % 1 === 0 ? 0 : 2);
          return t`Pole ${field} musí být násobkem ${step}.`;
        }
        case 'creative_sku_min': {
          const count = issue.count;
          return plural(count, {
            one: `V poli ${field} zvolte alespoň # produkt.`,
            few: `V poli ${field} zvolte alespoň # produkty.`,
            other: `V poli ${field} zvolte alespoň # produktů.`,
          });
        }
        case 'creative_sku_max': {
          const count = issue.count;
          return plural(count, {
            one: `V poli ${field} lze zvolit nejvýše # produkt.`,
            few: `V poli ${field} lze zvolit nejvýše # produkty.`,
            other: `V poli ${field} lze zvolit nejvýše # produktů.`,
          });
        }
      }
    },
    [t, locale],
  );
}

/**
 * What a refused upload says beside its field (spec 001 §8 "Creative file upload"): the upload
 * checks (`validationErrors`: fileTooBig with the current and maximum size, invalidImageWidth and
 * invalidImageHeight with the required pixels, invalidImageFormat with the required formats,
 * notSupportedImageFormat) in this portal's own words; a check it does not know, the server's
 * messages; any other failure, the server's message, else the generic error.
 */
export function useUploadErrorTexts(): (error: unknown) => string[] {
  const { t } = useLingui();
  const locale = useLocale();
  const issueText = useCallback(
    (issue: ValidationIssue): string | null => {
      const { params } = issue;
      switch (issue.type as ImageIssueType) {
        case 'fileTooBig': {
          const currentBytes = numberParam(params, 'current');
          const maxBytes = numberParam(params, 'max');
          if (maxBytes === null) return null;
          const max = formatFileSize(maxBytes, locale);
          if (currentBytes === null) return t`Soubor je příliš velký, nejvýše smí mít ${max}.`;
          const current = formatFileSize(currentBytes, locale);
          return t`Soubor je příliš velký (${current}), nejvýše smí mít ${max}.`;
        }
        case 'invalidImageWidth': {
          const width = numberParam(params, 'width');
          const actual = numberParam(params, 'actual');
          if (width === null) return null;
          return actual === null
            ? t`Obrázek musí být široký přesně ${width} px.`
            : t`Obrázek musí být široký přesně ${width} px, tento má ${actual} px.`;
        }
        case 'invalidImageHeight': {
          const height = numberParam(params, 'height');
          const actual = numberParam(params, 'actual');
          if (height === null) return null;
          return actual === null
            ? t`Obrázek musí být vysoký přesně ${height} px.`
            : t`Obrázek musí být vysoký přesně ${height} px, tento má ${actual} px.`;
        }
        case 'invalidImageFormat': {
          const formats = textParam(params, 'formats');
          const actual = textParam(params, 'actual');
          if (!formats) return null;
          return actual
            ? t`Obrázek musí být ve formátu ${formats}, tento je ${actual}.`
            : t`Obrázek musí být ve formátu ${formats}.`;
        }
        case 'notSupportedImageFormat':
          return t`Soubor není obrázek ve formátu JPEG, PNG ani WEBP, nebo je poškozený.`;
        default:
          return null;
      }
    },
    [t, locale],
  );
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error)) return [t`Soubor se nepodařilo nahrát. Nastala neočekávaná chyba.`];
      const issues = error.body.validationErrors ?? [];
      const texts = issues.map(issueText);
      if (issues.length > 0 && texts.every((text) => text !== null)) return texts as string[];
      // An upload is sent as soon as the file is chosen, outside any form's save: the kit's mapping
      // of a save's answer does not apply, and its messages all concern this one file.
      // eslint-disable-next-line no-restricted-syntax
      const serverTexts = Object.values(error.body.fieldErrors ?? {}).flat();
      if (serverTexts.length > 0) return serverTexts;
      return [error.body.message || t`Nastala neočekávaná chyba`];
    },
    [t, issueText],
  );
}
