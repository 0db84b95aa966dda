import { i18n, setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fieldIssueOf } from '@portal/shared-contracts/core';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { useIssueText } from './issue-text';

// The error catalogue compiled for tests (the shell loads the same in the portal).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compileErrorCatalogueSync } = require('../../jest/error-catalogue.cjs') as {
  compileErrorCatalogueSync: (locale: string) => Record<string, string>;
};

function issueTextIn(instance: I18n) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={instance}>{children}</I18nProvider>
  );
  return renderHook(() => useIssueText(), { wrapper }).result.current;
}

function localeI18n(locale: string): I18n {
  const instance = setupI18n();
  instance.loadAndActivate({ locale, messages: compileErrorCatalogueSync(locale) });
  return instance;
}

describe('useIssueText', () => {
  it.each([
    [{ code: 'field_required' }, 'Pole je povinné.'],
    [{ code: 'field_max_length', params: { count: 1 } }, 'Pole může mít nejvýše 1 znak.'],
    [{ code: 'field_max_length', params: { count: 3 } }, 'Pole může mít nejvýše 3 znaky.'],
    [{ code: 'field_max_length', params: { count: 10 } }, 'Pole může mít nejvýše 10 znaků.'],
    [{ code: 'field_min_length', params: { count: 2 } }, 'Pole musí mít alespoň 2 znaky.'],
    [{ code: 'field_min_value', params: { min: '5' } }, 'Pole musí být alespoň 5.'],
    [{ code: 'field_max_value', params: { max: '9' } }, 'Pole může být nejvýše 9.'],
    [{ code: 'field_email' }, 'Pole musí být platná e-mailová adresa.'],
    [{ code: 'field_type' }, 'Pole má nesprávný typ hodnoty.'],
    [{ code: 'field_invalid' }, 'Pole má neplatnou hodnotu.'],
    [{ code: 'no_such_code' }, 'Pole má neplatnou hodnotu.'],
  ])("says %j in the error catalogue's words, without the field's name", (issue, text) => {
    expect(issueTextIn(i18n)(issue)).toBe(text);
  });

  it("says the form's own words first: the schema's message code, then the rule", () => {
    const issueText = issueTextIn(i18n);
    const messages = { campaign_name_required: 'Vyplňte název.', field_required: 'Zadejte něco.' };
    expect(issueText({ code: 'field_required', named: 'campaign_name_required' }, messages)).toBe(
      'Vyplňte název.',
    );
    expect(issueText({ code: 'field_required' }, messages)).toBe('Zadejte něco.');
  });

  it("takes a schema's issue as the API does", () => {
    const result = v.safeParse(v.object({ name: v.pipe(v.string(), v.maxLength(5)) }), {
      name: 'dlouhé jméno',
    });
    const issue = fieldIssueOf(result.issues![0]);
    expect(issueTextIn(i18n)(issue)).toBe('Pole může mít nejvýše 5 znaků.');
  });

  it.each([
    ['en-GB', { code: 'field_required' }, 'The field is required.'],
    ['en-GB', { code: 'field_max_length', params: { count: 1 } }, 'The field can have at most 1 character.'],
    ['pl-PL', { code: 'field_required' }, 'Pole jest wymagane.'],
    ['pl-PL', { code: 'field_max_length', params: { count: 5 } }, 'Pole może mieć najwyżej 5 znaków.'],
  ])('speaks %s', (locale, issue, text) => {
    expect(issueTextIn(localeI18n(locale))(issue)).toBe(text);
  });
});
