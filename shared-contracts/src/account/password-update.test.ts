import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PasswordUpdateRequestSchema } from './password-update';

const valid = { username: 'a@b.cz', password: 'x'.repeat(PASSWORD_MIN_LENGTH), hash: 'h'.repeat(43) };

describe('PasswordUpdateRequestSchema', () => {
  it('accepts a password within the bounds', () => {
    expect(v.safeParse(PasswordUpdateRequestSchema, valid).success).toBe(true);
    expect(
      v.safeParse(PasswordUpdateRequestSchema, { ...valid, password: 'x'.repeat(PASSWORD_MAX_LENGTH) })
        .success,
    ).toBe(true);
  });

  it('refuses a short or an over-long password and a non-e-mail username', () => {
    expect(
      v.safeParse(PasswordUpdateRequestSchema, { ...valid, password: 'x'.repeat(PASSWORD_MIN_LENGTH - 1) })
        .success,
    ).toBe(false);
    expect(
      v.safeParse(PasswordUpdateRequestSchema, { ...valid, password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) })
        .success,
    ).toBe(false);
    expect(v.safeParse(PasswordUpdateRequestSchema, { ...valid, username: 'nope' }).success).toBe(false);
  });
});
