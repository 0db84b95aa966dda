import { pluralCategory, type MessageLanguage } from './locale';

type Text = string | Partial<Record<Intl.LDMLPluralRule, string>>;
type Entry = Record<MessageLanguage, Text>;

/**
 * Texts of every error the API answers with, by stable code. The Czech ones are the spec's error
 * catalogue word for word; plural forms are chosen by the `count` parameter.
 */
const messages = {
  invalid_credentials: {
    cs: 'Jméno a heslo se neshodují.',
    en: 'The name and password do not match.',
    pl: 'Nazwa użytkownika i hasło nie są zgodne.',
  },
  user_deactivated: {
    cs: 'Uživatel je deaktivovaný. Kontaktujte prosím administrátora.',
    en: 'The user is deactivated. Please contact the administrator.',
    pl: 'Użytkownik jest dezaktywowany. Skontaktuj się z administratorem.',
  },
  email_not_found: {
    cs: 'E-mail {email} nebyl nalezen. Zkuste to prosím znovu.',
    en: 'E-mail {email} was not found. Please try again.',
    pl: 'Nie znaleziono adresu e-mail {email}. Spróbuj ponownie.',
  },
  recovery_expired: {
    cs: 'Platnost odkazu pro reset hesla vypršela. Prosím, vygenerujte si nový.',
    en: 'The password reset link has expired. Please generate a new one.',
    pl: 'Link do resetowania hasła wygasł. Wygeneruj nowy.',
  },
  recovery_not_found: {
    cs: 'Odkaz pro reset hesla neexistuje.',
    en: 'The password reset link does not exist.',
    pl: 'Link do resetowania hasła nie istnieje.',
  },
  recovery_user_mismatch: {
    cs: 'Odkaz pro reset hesla nepatří k e-mailu {email}.',
    en: 'The password reset link does not belong to {email}.',
    pl: 'Link do resetowania hasła nie należy do adresu {email}.',
  },
  login_as_not_active: {
    cs: 'Nelze se přihlásit jako uživatel - uživatel není aktivní',
    en: 'Cannot log in as - user is not active',
    pl: 'Nie można zalogować się jako użytkownik - użytkownik nie jest aktywny',
  },
  login_as_not_buyer: {
    cs: 'Přihlásit se lze jen jako dodavatel nebo agentura.',
    en: 'You can only log in as a vendor or an agency.',
    pl: 'Można zalogować się tylko jako dostawca lub agencja.',
  },
  not_impersonating: {
    cs: 'Nejste přihlášeni za jiného uživatele.',
    en: 'You are not logged in as another user.',
    pl: 'Nie jesteś zalogowany jako inny użytkownik.',
  },
  unauthorized: {
    cs: 'Nejste přihlášeni nebo vaše přihlášení vypršelo.',
    en: 'You are not signed in or your session has expired.',
    pl: 'Nie jesteś zalogowany lub Twoja sesja wygasła.',
  },
  forbidden: {
    cs: 'K této akci nemáte oprávnění.',
    en: 'You are not allowed to do this.',
    pl: 'Nie masz uprawnień do tej czynności.',
  },
  not_found: {
    cs: 'Záznam nebyl nalezen.',
    en: 'The record was not found.',
    pl: 'Nie znaleziono rekordu.',
  },
  route_not_found: {
    cs: 'Adresa {method} {url} v API neexistuje.',
    en: 'There is no API address {method} {url}.',
    pl: 'Adres API {method} {url} nie istnieje.',
  },
  validation_failed: {
    cs: 'Zkontrolujte prosím zadané údaje.',
    en: 'Please check the data you entered.',
    pl: 'Sprawdź wprowadzone dane.',
  },
  invalid_json: {
    cs: 'Tělo požadavku není platný JSON.',
    en: 'The request body is not valid JSON.',
    pl: 'Treść żądania nie jest prawidłowym JSON-em.',
  },
  empty_body: {
    cs: 'Požadavek nemá žádná data.',
    en: 'The request has no data.',
    pl: 'Żądanie nie zawiera danych.',
  },
  payload_too_large: {
    cs: 'Požadavek je příliš velký, nejvýše {limit}.',
    en: 'The request is too large, at most {limit}.',
    pl: 'Żądanie jest za duże, najwyżej {limit}.',
  },
  unsupported_media_type: {
    cs: 'Nepodporovaný typ obsahu {contentType}.',
    en: 'Unsupported content type {contentType}.',
    pl: 'Nieobsługiwany typ treści {contentType}.',
  },
  too_many_login_attempts: {
    cs: {
      one: 'Příliš mnoho pokusů o přihlášení. Zkuste to znovu za {count} minutu.',
      few: 'Příliš mnoho pokusů o přihlášení. Zkuste to znovu za {count} minuty.',
      other: 'Příliš mnoho pokusů o přihlášení. Zkuste to znovu za {count} minut.',
    },
    en: {
      one: 'Too many login attempts. Try again in {count} minute.',
      other: 'Too many login attempts. Try again in {count} minutes.',
    },
    pl: {
      one: 'Zbyt wiele prób logowania. Spróbuj ponownie za {count} minutę.',
      few: 'Zbyt wiele prób logowania. Spróbuj ponownie za {count} minuty.',
      many: 'Zbyt wiele prób logowania. Spróbuj ponownie za {count} minut.',
      other: 'Zbyt wiele prób logowania. Spróbuj ponownie za {count} minuty.',
    },
  },
  too_many_requests: {
    cs: 'Příliš mnoho požadavků. Zkuste to prosím později.',
    en: 'Too many requests. Please try again later.',
    pl: 'Zbyt wiele żądań. Spróbuj ponownie później.',
  },
  service_unavailable: {
    cs: 'Služba se právě spouští nebo není dostupná databáze.',
    en: 'The service is starting or its database is not available.',
    pl: 'Usługa się uruchamia lub baza danych jest niedostępna.',
  },
  internal_error: {
    cs: 'Nastala neočekávaná chyba',
    en: 'An error occurred',
    pl: 'Wystąpił nieoczekiwany błąd',
  },
  // Field rules: "messages come from translation keys per rule, with the field name filled in".
  field_required: {
    cs: 'Pole {field} je povinné.',
    en: 'The field {field} is required.',
    pl: 'Pole {field} jest wymagane.',
  },
  field_type: {
    cs: 'Pole {field} má nesprávný typ hodnoty.',
    en: 'The field {field} has a value of the wrong type.',
    pl: 'Pole {field} ma wartość niewłaściwego typu.',
  },
  field_max_length: {
    cs: {
      one: 'Pole {field} může mít nejvýše {count} znak.',
      few: 'Pole {field} může mít nejvýše {count} znaky.',
      other: 'Pole {field} může mít nejvýše {count} znaků.',
    },
    en: {
      one: 'The field {field} can have at most {count} character.',
      other: 'The field {field} can have at most {count} characters.',
    },
    pl: {
      one: 'Pole {field} może mieć najwyżej {count} znak.',
      few: 'Pole {field} może mieć najwyżej {count} znaki.',
      other: 'Pole {field} może mieć najwyżej {count} znaków.',
    },
  },
  field_min_length: {
    cs: {
      one: 'Pole {field} musí mít alespoň {count} znak.',
      few: 'Pole {field} musí mít alespoň {count} znaky.',
      other: 'Pole {field} musí mít alespoň {count} znaků.',
    },
    en: {
      one: 'The field {field} must have at least {count} character.',
      other: 'The field {field} must have at least {count} characters.',
    },
    pl: {
      one: 'Pole {field} musi mieć co najmniej {count} znak.',
      few: 'Pole {field} musi mieć co najmniej {count} znaki.',
      other: 'Pole {field} musi mieć co najmniej {count} znaków.',
    },
  },
  field_min_value: {
    cs: 'Pole {field} musí být alespoň {min}.',
    en: 'The field {field} must be at least {min}.',
    pl: 'Pole {field} musi wynosić co najmniej {min}.',
  },
  field_max_value: {
    cs: 'Pole {field} může být nejvýše {max}.',
    en: 'The field {field} must be at most {max}.',
    pl: 'Pole {field} może wynosić najwyżej {max}.',
  },
  field_email: {
    cs: 'Pole {field} musí být platná e-mailová adresa.',
    en: 'The field {field} must be a valid e-mail address.',
    pl: 'Pole {field} musi być prawidłowym adresem e-mail.',
  },
  field_invalid: {
    cs: 'Pole {field} má neplatnou hodnotu.',
    en: 'The field {field} has an invalid value.',
    pl: 'Pole {field} ma nieprawidłową wartość.',
  },
} satisfies Record<string, Entry>;

export type MessageCode = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

export function isMessageCode(code: string): code is MessageCode {
  return Object.hasOwn(messages, code);
}

export function translate(code: MessageCode, language: MessageLanguage, params: MessageParams = {}): string {
  const text: Text = messages[code][language];
  const template =
    typeof text === 'string'
      ? text
      : (text[pluralCategory(language, Number(params.count ?? 0))] ?? text.other ?? '');
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    params[key] === undefined ? match : String(params[key]),
  );
}
