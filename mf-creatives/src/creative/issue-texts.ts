import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { isApiError } from '@portal/shared-contracts/core';
import type { FieldValueIssue, IMAGE_ISSUE_TYPES } from '@portal/shared-contracts/creatives';
import { formatNumber, useErrorTexts, useLocale } from '@portal/shared-ui';
import { useCallback } from 'react';
import { formatFileSize } from '../common/format';

type ImageIssueType = (typeof IMAGE_ISSUE_TYPES)[number];
interface ValidationIssue {
  type: string;
  params?: Record<string, unknown>;
}

/** The error code of each upload check, as the API names it in the answer's field messages. */
const IMAGE_ISSUE_CODES: Record<ImageIssueType, string> = {
  fileTooBig: 'image_file_too_big',
  invalidImageWidth: 'image_invalid_width',
  invalidImageHeight: 'image_invalid_height',
  invalidImageFormat: 'image_invalid_format',
  notSupportedImageFormat: 'image_not_supported_format',
};

const numberParam = (params: Record<string, unknown> | undefined, key: string): number | null => {
  const value = params?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};
const textParam = (params: Record<string, unknown> | undefined, key: string): string =>
  typeof params?.[key] === 'string' || typeof params?.[key] === 'number' ? String(params[key]) : '';

/** A size in bytes as the message shows it; the API says "> max" of a file it stopped reading. */
const sizeParam = (value: unknown, locale: string): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return formatFileSize(value, locale);
  const past = typeof value === 'string' ? /^>\s*(\d+)$/.exec(value) : null;
  return past ? `> ${formatFileSize(Number(past[1]), locale)}` : null;
};

/** The values of an upload check's message, or null when it lacks one the message names. */
function imageIssueValues(
  type: ImageIssueType,
  params: Record<string, unknown> | undefined,
  locale: string,
): Record<string, string | number> | null {
  switch (type) {
    case 'fileTooBig': {
      const current = sizeParam(params?.current, locale);
      const max = sizeParam(params?.max, locale);
      return current === null || max === null ? null : { current, max };
    }
    case 'invalidImageWidth': {
      const width = numberParam(params, 'width');
      const actual = numberParam(params, 'actual');
      return width === null || actual === null ? null : { width, actual };
    }
    case 'invalidImageHeight': {
      const height = numberParam(params, 'height');
      const actual = numberParam(params, 'actual');
      return height === null || actual === null ? null : { height, actual };
    }
    case 'invalidImageFormat': {
      const formats = textParam(params, 'formats');
      const actual = textParam(params, 'actual');
      return formats && actual ? { formats, actual } : null;
    }
    case 'notSupportedImageFormat':
      return {};
  }
}

/** A limit written in the locale's notation, with decimals only when it has them. */
const limitText = (value: number, locale: string): string =>
  formatNumber(value, locale, value % 1 === 0 ? 0 : 2);

/** The values of a text issue's message (the error catalogue's entry of its code). */
function textIssueValues(
  issue: FieldValueIssue,
  field: string,
  locale: string,
): Record<string, string | number> {
  switch (issue.code) {
    case 'field_max_length':
    case 'creative_sku_min':
    case 'creative_sku_max':
      return { field, count: issue.count };
    case 'field_min_value':
      return { field, min: limitText(issue.min, locale) };
    case 'field_max_value':
      return { field, max: limitText(issue.max, locale) };
    case 'creative_number_step':
      return { field, step: limitText(issue.step, locale) };
    default:
      return { field };
  }
}

/**
 * The messages of a field's text issue (shared textValueIssue), in the user's language: the error
 * catalogue's text of the code (shared-contracts errors.po, loaded by the shell when the editor
 * mounts), the same the API answers.
 */
export function useTextIssueText(): (issue: FieldValueIssue, field: string) => string {
  const { _ } = useLingui();
  const locale = useLocale();
  useErrorTexts();
  return useCallback((issue, field) => _(issue.code, textIssueValues(issue, field, locale)), [_, locale]);
}

/**
 * What a refused upload says beside its field (spec 001 §8 "Creative file upload"): the upload
 * checks (`validationErrors`: fileTooBig with the current and maximum size, invalidImageWidth and
 * invalidImageHeight with the required and actual pixels, invalidImageFormat with the required and
 * actual formats, notSupportedImageFormat) in the error catalogue's words (the API's image_* codes);
 * a check it does not know or without the values its message names, the server's messages; any
 * other failure, the server's message, else the generic error.
 */
export function useUploadErrorTexts(): (error: unknown) => string[] {
  const { t } = useLinguiMacro();
  const { _ } = useLingui();
  const locale = useLocale();
  useErrorTexts();
  const issueText = useCallback(
    (issue: ValidationIssue): string | null => {
      const type = issue.type as ImageIssueType;
      if (!Object.hasOwn(IMAGE_ISSUE_CODES, type)) return null;
      const values = imageIssueValues(type, issue.params, locale);
      return values === null ? null : _(IMAGE_ISSUE_CODES[type], values);
    },
    [_, locale],
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
