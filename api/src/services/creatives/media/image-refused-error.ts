import { ValidationError, type FieldIssue } from '../../../errors';
import { formatBytes } from '../../../i18n/format-bytes';
import type { MessageCode } from '../../../i18n/messages';
import type { ImageIssue } from './inspect-image';

const CODE: Record<ImageIssue['type'], MessageCode> = {
  fileTooBig: 'image_file_too_big',
  invalidImageWidth: 'image_invalid_width',
  invalidImageHeight: 'image_invalid_height',
  invalidImageFormat: 'image_invalid_format',
  notSupportedImageFormat: 'image_not_supported_format',
};

function fieldIssueOf(issue: ImageIssue, fileName: string): FieldIssue {
  const params: Record<string, string | number> = { file: fileName };
  for (const [key, value] of Object.entries(issue.params)) {
    params[key] = issue.type === 'fileTooBig' && typeof value === 'number' ? formatBytes(value) : value;
  }
  return { field: 'file', code: CODE[issue.type], params };
}

/**
 * An upload refused by the image rules (spec 001 §8 "Creative file upload"): 400
 * `creative_file_invalid`, each issue as a message of the field `file` and, for the form to show its
 * own text, as a `validationErrors` entry `{ type, params }` (fileTooBig, invalidImageWidth, …).
 */
export class ImageRefusedError extends ValidationError {
  constructor(fileName: string, issues: readonly ImageIssue[]) {
    super(
      issues.map((issue) => fieldIssueOf(issue, fileName)),
      'creative_file_invalid',
      { validationErrors: issues.map(({ type, params }) => ({ type, params })) },
      { file: fileName },
    );
  }
}
