import { languageFromHeader } from './locale';
import { translate } from './messages';

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'cs'],
    ['cs-CZ-publisher', 'cs'],
    ['en-GB', 'en'],
    ['pl-PL,pl;q=0.9', 'pl'],
    ['de-DE, en;q=0.5', 'en'],
    ['de-DE', 'cs'],
  ] as const)('%s → %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });
});

describe('translate', () => {
  it('fills parameters', () => {
    expect(translate('email_not_found', 'cs', { email: 'a@b.cz' })).toBe(
      'E-mail a@b.cz nebyl nalezen. Zkuste to prosím znovu.',
    );
  });

  it.each([
    [1, 'Pole x může mít nejvýše 1 znak.'],
    [3, 'Pole x může mít nejvýše 3 znaky.'],
    [5, 'Pole x může mít nejvýše 5 znaků.'],
    [255, 'Pole x může mít nejvýše 255 znaků.'],
  ])('uses Czech plurals: %i', (count, text) => {
    expect(translate('field_max_length', 'cs', { field: 'x', count })).toBe(text);
  });

  it.each([
    [1, 'Zbyt wiele prób logowania. Spróbuj ponownie za 1 minutę.'],
    [2, 'Zbyt wiele prób logowania. Spróbuj ponownie za 2 minuty.'],
    [5, 'Zbyt wiele prób logowania. Spróbuj ponownie za 5 minut.'],
    [22, 'Zbyt wiele prób logowania. Spróbuj ponownie za 22 minuty.'],
    [25, 'Zbyt wiele prób logowania. Spróbuj ponownie za 25 minut.'],
  ])('uses Polish plurals: %i', (count, text) => {
    expect(translate('too_many_login_attempts', 'pl', { count })).toBe(text);
  });

  it('has the spec texts of the error catalogue', () => {
    expect(translate('invalid_credentials', 'cs')).toBe('Jméno a heslo se neshodují.');
    expect(translate('user_deactivated', 'cs')).toBe(
      'Uživatel je deaktivovaný. Kontaktujte prosím administrátora.',
    );
    expect(translate('recovery_expired', 'cs')).toBe(
      'Platnost odkazu pro reset hesla vypršela. Prosím, vygenerujte si nový.',
    );
    expect(translate('login_as_not_active', 'en')).toBe('Cannot log in as - user is not active');
    expect(translate('internal_error', 'cs')).toBe('Nastala neočekávaná chyba');
  });
});

describe('translate through the error catalogue', () => {
  it('names states in the language', () => {
    expect(translate('landing_page_check_not_allowed', 'en', { state: 'approved' })).toBe(
      'A landing page in the state Approved cannot be sent for approval.',
    );
  });

  it('reads English plurals', () => {
    expect(translate('too_many_login_attempts', 'en', { count: 1 })).toBe(
      'Too many login attempts. Try again in 1 minute.',
    );
  });
});
