import { call, NoContentSchema } from '../http/client';

/** POST /auth/logout: ends the current session (an impersonated one ends together with its retailer's). */
export const logout = () => call(NoContentSchema, 'post', '/auth/logout');
