// Every endpoint declaration of the package by its export name: what the API's route test, the
// OpenAPI check and the access matrix enumerate. Not an entry of the browser's: it reaches every call.
import type { EndpointDeclaration } from './http/endpoint';
import { isEndpoint } from './http/endpoint';
import * as contracts from './index';

export const ENDPOINTS: ReadonlyMap<string, EndpointDeclaration> = new Map(
  Object.entries(contracts as Record<string, unknown>).flatMap(([name, value]) =>
    isEndpoint(value) ? [[name, value] as const] : [],
  ),
);

/** The key the access tables and the tests use for an endpoint: 'POST /campaigns/:id/approve'. */
export const endpointKey = (declaration: Pick<EndpointDeclaration, 'method' | 'path'>): string =>
  `${declaration.method.toUpperCase()} ${declaration.path}`;
