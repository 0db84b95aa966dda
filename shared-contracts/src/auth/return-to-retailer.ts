import { call } from '../http/client';
import { SessionResponseSchema } from './user-info';

export const ReturnToRetailerResponseSchema = SessionResponseSchema;

/** POST /auth/return-to-retailer: ends the impersonation and restores the retailer's session. */
export const returnToRetailer = () =>
  call(ReturnToRetailerResponseSchema, 'post', '/auth/return-to-retailer');
