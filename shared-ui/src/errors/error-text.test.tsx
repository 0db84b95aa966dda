import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ApiError } from '@portal/shared-contracts/core';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { joinedFieldErrors, useErrorText } from './error-text';

const failure = (message: string, fieldErrors?: Record<string, string[]>) =>
  new ApiError(400, { code: 'validation_failed', message, requestId: 'r', fieldErrors });

function errorText() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  return renderHook(() => useErrorText(), { wrapper }).result.current;
}

describe('joinedFieldErrors (spec 001 §8: save failures)', () => {
  it('joins every field error of a failed call with spaces', () => {
    const error = failure('', { name: ['Povinné pole.'], price: ['Příliš vysoká.', 'Celé číslo.'] });
    expect(joinedFieldErrors(error)).toBe('Povinné pole. Příliš vysoká. Celé číslo.');
  });

  it('is empty without field errors or for what is not an API error', () => {
    expect(joinedFieldErrors(failure('Chyba'))).toBe('');
    expect(joinedFieldErrors(new Error('offline'))).toBe('');
  });
});

describe('useErrorText (spec 001 §8)', () => {
  it("says the server's message", () => {
    expect(errorText()(failure('Kampaň byla mezitím smazána.', { name: ['Povinné pole.'] }))).toBe(
      'Kampaň byla mezitím smazána.',
    );
  });

  it('says the field errors when the server gave no message', () => {
    expect(errorText()(failure('', { name: ['Povinné pole.'] }))).toBe('Povinné pole.');
  });

  it('says the unexpected-error text when there is nothing else or the call did not reach the server', () => {
    const text = errorText();
    expect(text(failure(''))).toBe('Nastala neočekávaná chyba');
    expect(text(new TypeError('Failed to fetch'))).toBe('Nastala neočekávaná chyba');
  });
});
