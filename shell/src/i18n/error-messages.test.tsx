import { i18n } from '@lingui/core';
import { sessionStore } from '@portal/shared-contracts';
import { useErrorTexts } from '@portal/shared-ui';
import { act, render } from '@testing-library/react';
import { errorTextsWanted, followErrorTextNeeds } from './error-messages';

function Form() {
  useErrorTexts();
  return null;
}

describe('the error texts', () => {
  it('are loaded when a screen first wants them or a text is missing, once per language', async () => {
    const load = jest.spyOn(i18n, 'load');
    followErrorTextNeeds();
    expect(errorTextsWanted()).toBe(false);

    await act(async () => {
      render(<Form />);
    });
    expect(errorTextsWanted()).toBe(true);
    const loads = () =>
      load.mock.calls.filter(([locale]) => typeof locale === 'string').map(([locale]) => locale);
    expect(loads()).toEqual(['cs-CZ']);

    await act(async () => {
      render(<Form />);
      i18n.emit('missing', { id: 'field_required', locale: 'cs-CZ' });
    });
    expect(loads()).toEqual(['cs-CZ']);

    sessionStore.getState().setLocale('en-GB');
    await act(async () => {
      i18n.emit('missing', { id: 'field_required', locale: 'en-GB' });
    });
    expect(loads()).toEqual(['cs-CZ', 'en-GB']);
  });
});
