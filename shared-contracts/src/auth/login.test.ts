import * as v from 'valibot';
import { LoginRequestSchema } from './login';

describe('LoginRequestSchema', () => {
  it('trims the login', () => {
    expect(v.parse(LoginRequestSchema, { login: ' a@b.cz ', password: 'x' })).toEqual({
      login: 'a@b.cz',
      password: 'x',
    });
  });

  it('requires both fields (spec: email and password are both required)', () => {
    const result = v.safeParse(LoginRequestSchema, { login: '   ', password: '' });
    expect(result.success).toBe(false);
    expect(v.flatten(result.issues!).nested).toEqual({
      login: [expect.any(String)],
      password: [expect.any(String)],
    });
  });
});
