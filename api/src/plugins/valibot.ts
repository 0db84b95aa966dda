import { fieldIssueOf, loneSurrogatePaths, nulCharacterPaths } from '@portal/shared-contracts';
import type { FastifyRequest, FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { ValidationError, type FieldIssue } from '../errors';
import { isMessageCode, type MessageCode } from '../i18n/messages';

/** Route schemas are valibot schemas, the same ones shared-contracts gives the browser. */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown;
}

export function isValibotSchema(value: unknown): value is v.GenericSchema {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'schema' &&
    '~run' in value
  );
}

/** valibot's issue as the answer's field error: the schema's own message code, or the generic rule. */
function fieldIssue(issue: v.BaseIssue<unknown>): FieldIssue {
  const { field, code, params, named } = fieldIssueOf(issue);
  if (named && isMessageCode(named)) return { field, code: named };
  return { field, code: code as MessageCode, ...(params ? { params } : {}) };
}

export function toValidationError(issues: readonly v.BaseIssue<unknown>[]): ValidationError {
  return new ValidationError(issues.map(fieldIssue));
}

/**
 * A preValidation hook of the /api scope: text PostgreSQL cannot store — a NUL character, or a lone
 * UTF-16 surrogate, which JSON can carry — anywhere in the path, the query or the body answers 400
 * with the fields that hold it, before any schema, access check or statement sees it (the database
 * would otherwise refuse it mid-write).
 */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  const sources = [request.params, request.query, request.body];
  const issues: FieldIssue[] = [];
  for (const [find, code] of [
    [nulCharacterPaths, 'field_nul_character'],
    [loneSurrogatePaths, 'field_lone_surrogate'],
  ] as const) {
    const fields = new Set(sources.flatMap((source) => find(source)));
    for (const field of fields) issues.push({ field, code });
  }
  if (issues.length > 0) throw new ValidationError(issues);
}

export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  if (!isValibotSchema(schema)) throw new Error('Route schemas must be valibot schemas');
  return (data) => {
    const result = v.safeParse(schema, data);
    return result.success ? { value: result.output } : { error: toValidationError(result.issues) };
  };
};

/**
 * Answers are written with JSON.stringify. In tests they are first checked against the route's answer
 * schema, so the API and shared-contracts cannot drift apart unnoticed.
 */
export function valibotSerializerCompiler(checkAnswers: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, url, method }) =>
    (data) => {
      if (checkAnswers && isValibotSchema(schema)) {
        const result = v.safeParse(schema, data);
        if (!result.success) {
          throw new Error(
            `Answer of ${method} ${url} breaks its schema: ${JSON.stringify(v.flatten(result.issues))}`,
          );
        }
      }
      return JSON.stringify(data);
    };
}

/** For the OpenAPI document: valibot → JSON Schema, leaving out what JSON Schema cannot say (transforms). */
export function jsonSchemaOf(schema: unknown): unknown {
  return isValibotSchema(schema) ? toJsonSchema(schema, { errorMode: 'ignore' }) : schema;
}
