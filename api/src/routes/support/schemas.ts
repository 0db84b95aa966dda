import { ErrorBodySchema } from '@portal/shared-contracts';

/** Error answers every route may give, for the OpenAPI document and the answer checks in tests. */
export const errorResponses = { '4xx': ErrorBodySchema, '5xx': ErrorBodySchema } as const;
