import { pluralCategory, type MessageLanguage } from './locale';
import { stateParam } from './state-names';

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
  cross_site_request: {
    cs: 'Požadavek přišel z jiného webu, a proto nebyl proveden.',
    en: 'The request came from another website and was not carried out.',
    pl: 'Żądanie pochodzi z innej witryny i nie zostało wykonane.',
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
  invalid_url: {
    cs: 'Adresa požadavku není platná.',
    en: 'The address of the request is not valid.',
    pl: 'Adres żądania jest nieprawidłowy.',
  },
  url_too_long: {
    cs: 'Část adresy požadavku je příliš dlouhá.',
    en: 'A part of the address of the request is too long.',
    pl: 'Część adresu żądania jest za długa.',
  },
  field_nul_character: {
    cs: 'Pole {field} obsahuje nepovolený znak NUL (\\u0000).',
    en: 'The field {field} contains the character NUL (\\u0000), which is not allowed.',
    pl: 'Pole {field} zawiera niedozwolony znak NUL (\\u0000).',
  },
  field_lone_surrogate: {
    cs: 'Pole {field} obsahuje neplatný znak (osamocenou polovinu páru UTF-16).',
    en: 'The field {field} contains an invalid character (half of a UTF-16 surrogate pair).',
    pl: 'Pole {field} zawiera nieprawidłowy znak (osamotnioną połowę pary UTF-16).',
  },
  edit_conflict: {
    cs: 'Záznam mezitím uložil(a) {user} ({time}). Načtěte jej znovu a změny proveďte v aktuální verzi.',
    en: '{user} saved this record at {time}, after you opened it. Reload it and make your changes to the current version.',
    pl: 'Rekord został w międzyczasie zapisany przez: {user} ({time}). Wczytaj go ponownie i wprowadź zmiany w aktualnej wersji.',
  },
  edit_conflict_unknown_user: {
    cs: 'Záznam mezitím uložil někdo jiný ({time}). Načtěte jej znovu a změny proveďte v aktuální verzi.',
    en: 'Someone else saved this record at {time}, after you opened it. Reload it and make your changes to the current version.',
    pl: 'Rekord został w międzyczasie zapisany przez kogoś innego ({time}). Wczytaj go ponownie i wprowadź zmiany w aktualnej wersji.',
  },
  edit_version_invalid: {
    cs: 'Verze záznamu musí být celé nezáporné číslo.',
    en: 'The version of the record must be a whole number of at least 0.',
    pl: 'Wersja rekordu musi być nieujemną liczbą całkowitą.',
  },
  release_target_unknown: {
    cs: 'Neznámá část portálu: vydávat lze shell, mf-campaigns, mf-creatives, mf-catalogue-admin a mf-users.',
    en: 'Unknown part of the portal: shell, mf-campaigns, mf-creatives, mf-catalogue-admin and mf-users can be released.',
    pl: 'Nieznana część portalu: wydawać można shell, mf-campaigns, mf-creatives, mf-catalogue-admin i mf-users.',
  },
  release_version_invalid: {
    cs: 'Verze musí mít tvar verze balíčku a otisku obsahu, například 1.4.0-3f9c2a1b.',
    en: 'A version is the package version and the content hash, for example 1.4.0-3f9c2a1b.',
    pl: 'Wersja to wersja pakietu i skrót zawartości, na przykład 1.4.0-3f9c2a1b.',
  },
  release_stage_percent_invalid: {
    cs: 'Podíl uživatelů musí být celé číslo od 1 do 99 %.',
    en: 'The share of users must be a whole number from 1 to 99 %.',
    pl: 'Udział użytkowników musi być liczbą całkowitą od 1 do 99 %.',
  },
  release_origin_invalid: {
    cs: 'Adresa verze musí být platná URL.',
    en: 'The address of the version must be a valid URL.',
    pl: 'Adres wersji musi być prawidłowym adresem URL.',
  },
  release_content_hash_invalid: {
    cs: 'Otisk obsahu musí být SHA-256 zapsaný 64 šestnáctkovými číslicemi.',
    en: 'The content hash must be a SHA-256 written as 64 hex digits.',
    pl: 'Skrót zawartości musi być SHA-256 zapisanym 64 cyframi szesnastkowymi.',
  },
  release_origin_not_allowed: {
    cs: 'Verze smí být jen na portálu nebo na povoleném původu (REMOTE_ORIGINS); {origin} mezi ně nepatří.',
    en: 'A version may only be hosted by the portal or an allowed origin (REMOTE_ORIGINS); {origin} is not one of them.',
    pl: 'Wersja może być hostowana tylko przez portal lub dozwolone źródło (REMOTE_ORIGINS); {origin} do nich nie należy.',
  },
  release_shell_by_url: {
    cs: 'Shell se vydává nahráním sestavení: jeho stránku posílá portál sám.',
    en: 'The shell is released by uploading its build: the portal serves its page itself.',
    pl: 'Shell wydaje się przez przesłanie kompilacji: jego stronę serwuje sam portal.',
  },
  release_archive_missing: {
    cs: 'Pošlete sestavení jako jeden zip v poli file (multipart/form-data).',
    en: 'Send the build as one zip in the field file (multipart/form-data).',
    pl: 'Wyślij kompilację jako jeden plik zip w polu file (multipart/form-data).',
  },
  release_archive_too_large: {
    cs: 'Archiv sestavení je větší než {limit}.',
    en: 'The build archive is larger than {limit}.',
    pl: 'Archiwum kompilacji jest większe niż {limit}.',
  },
  release_archive_unreadable: {
    cs: 'Archiv sestavení není čitelný zip (nebo obsahuje šifrované soubory).',
    en: 'The build archive is not a readable zip (or it holds encrypted files).',
    pl: 'Archiwum kompilacji nie jest czytelnym plikiem zip (lub zawiera zaszyfrowane pliki).',
  },
  release_archive_too_many_entries: {
    cs: 'Archiv sestavení má {count} souborů, nejvýše lze {max}.',
    en: 'The build archive holds {count} files; at most {max} are taken.',
    pl: 'Archiwum kompilacji zawiera {count} plików; przyjmuje się najwyżej {max}.',
  },
  release_archive_unpacked_too_large: {
    cs: 'Rozbalené sestavení by bylo větší než {limit}.',
    en: 'The unpacked build would be larger than {limit}.',
    pl: 'Rozpakowana kompilacja byłaby większa niż {limit}.',
  },
  release_archive_bomb: {
    cs: 'Soubor {entry} v archivu sestavení je podezřele silně komprimovaný.',
    en: 'The file {entry} of the build archive is suspiciously highly compressed.',
    pl: 'Plik {entry} w archiwum kompilacji jest podejrzanie mocno skompresowany.',
  },
  release_archive_unsafe_path: {
    cs: 'Archiv sestavení obsahuje soubor s nepovolenou cestou: {entry}.',
    en: 'The build archive holds a file with a path that is not allowed: {entry}.',
    pl: 'Archiwum kompilacji zawiera plik z niedozwoloną ścieżką: {entry}.',
  },
  release_archive_symlink: {
    cs: 'Archiv sestavení obsahuje symbolický odkaz {entry}, ten nelze přijmout.',
    en: 'The build archive holds the symbolic link {entry}, which cannot be accepted.',
    pl: 'Archiwum kompilacji zawiera dowiązanie symboliczne {entry}, którego nie można przyjąć.',
  },
  release_archive_nul_in_name: {
    cs: 'Archiv sestavení obsahuje soubor se znakem NUL ve jménu: {entry}.',
    en: 'The build archive holds a file with a NUL character in its name: {entry}.',
    pl: 'Archiwum kompilacji zawiera plik ze znakiem NUL w nazwie: {entry}.',
  },
  release_archive_duplicate_entry: {
    cs: 'Archiv sestavení obsahuje soubor {entry} dvakrát (též jako {first}).',
    en: 'The build archive holds the file {entry} twice (also as {first}).',
    pl: 'Archiwum kompilacji zawiera plik {entry} dwukrotnie (także jako {first}).',
  },
  release_archive_entry_missing: {
    cs: 'V archivu sestavení chybí {file}: není to produkční sestavení části {target}.',
    en: 'The build archive lacks {file}: it is no production build of {target}.',
    pl: 'W archiwum kompilacji brakuje {file}: to nie jest kompilacja produkcyjna części {target}.',
  },
  release_archive_manifest_invalid: {
    cs: 'Soubor portal-release.json sestavení není platný: {problem}',
    en: 'The build’s portal-release.json is not valid: {problem}',
    pl: 'Plik portal-release.json kompilacji jest nieprawidłowy: {problem}',
  },
  release_archive_wrong_target: {
    cs: 'Sestavení je části {name}, ne {target}.',
    en: 'The build is of {name}, not of {target}.',
    pl: 'Kompilacja dotyczy części {name}, a nie {target}.',
  },
  release_version_not_found: {
    cs: 'Verze {version} části {target} neexistuje (nebo už není uchovaná).',
    en: 'There is no version {version} of {target} (or it is no longer kept).',
    pl: 'Wersja {version} części {target} nie istnieje (lub nie jest już przechowywana).',
  },
  release_conflict: {
    cs: 'Živá verze {target} je teď {live}, ne {expected}: mezitím ji změnil někdo jiný. Načtěte stav znovu.',
    en: 'The live version of {target} is now {live}, not {expected}: someone else changed it meanwhile. Read the state again.',
    pl: 'Wersją na żywo {target} jest teraz {live}, a nie {expected}: ktoś inny ją w międzyczasie zmienił. Wczytaj stan ponownie.',
  },
  release_already_live: {
    cs: 'Verze {version} části {target} už je živá.',
    en: 'Version {version} of {target} is live already.',
    pl: 'Wersja {version} części {target} jest już na żywo.',
  },
  release_no_previous: {
    cs: 'Část {target} nemá předchozí verzi, ke které by se dalo vrátit.',
    en: '{target} has no previous version to roll back to.',
    pl: 'Część {target} nie ma poprzedniej wersji, do której można wrócić.',
  },
  release_nothing_live: {
    cs: 'Část {target} zatím nemá živou verzi.',
    en: '{target} has no live version yet.',
    pl: 'Część {target} nie ma jeszcze wersji na żywo.',
  },
  release_requirements_unmet: {
    cs: 'Verzi {version} části {target} nelze nasadit: {unmet}',
    en: 'Version {version} of {target} cannot be deployed: {unmet}',
    pl: 'Wersji {version} części {target} nie można wdrożyć: {unmet}',
  },
  release_unmet_shared: {
    cs: '{target} {version} potřebuje {package} {range}; portál poskytuje {provided}.',
    en: '{target} {version} needs {package} {range}; the portal provides {provided}.',
    pl: '{target} {version} wymaga {package} {range}; portal zapewnia {provided}.',
  },
  release_unmet_shared_missing: {
    cs: '{target} {version} potřebuje {package} {range}; portál ho neposkytuje.',
    en: '{target} {version} needs {package} {range}; the portal does not provide it.',
    pl: '{target} {version} wymaga {package} {range}; portal go nie zapewnia.',
  },
  release_unmet_contract: {
    cs: '{target} {version} volá {name} z {entry}; shell {shell} tuto funkci nemá.',
    en: '{target} {version} calls {name} of {entry}; the shell {shell} does not have it.',
    pl: '{target} {version} wywołuje {name} z {entry}; shell {shell} nie ma tej funkcji.',
  },
  deploy_token_invalid: {
    cs: 'Neplatný token pro nasazení.',
    en: 'The deploy token is not valid.',
    pl: 'Nieprawidłowy token wdrożenia.',
  },
  deploy_token_wrong_target: {
    cs: 'Token pro nasazení je části {tokenTarget}; {target} jím vydávat nelze.',
    en: 'The deploy token is one of {tokenTarget}; it cannot release {target}.',
    pl: 'Token wdrożenia należy do części {tokenTarget}; nie można nim wydawać {target}.',
  },
  // The vendor list and detail (routes/vendors.ts, docs/users.md "Vendors").
  vendor_not_found: {
    cs: 'Dodavatel nebyl nalezen.',
    en: 'The vendor was not found.',
    pl: 'Nie znaleziono dostawcy.',
  },
  invalid_input_value: {
    cs: 'Zadanou hodnotu nelze uložit. Zkontrolujte prosím zadané údaje.',
    en: 'The value entered cannot be stored. Please check the data you entered.',
    pl: 'Wprowadzonej wartości nie można zapisać. Sprawdź wprowadzone dane.',
  },
  conflicting_change: {
    cs: 'Změnu nelze uložit, protože odporuje jiným uloženým údajům. Načtěte stránku znovu a zkuste to prosím ještě jednou.',
    en: 'The change cannot be saved because it conflicts with other stored data. Reload the page and try again.',
    pl: 'Nie można zapisać zmiany, ponieważ jest sprzeczna z innymi zapisanymi danymi. Odśwież stronę i spróbuj ponownie.',
  },
  field_invalid: {
    cs: 'Pole {field} má neplatnou hodnotu.',
    en: 'The field {field} has an invalid value.',
    pl: 'Pole {field} ma nieprawidłową wartość.',
  },
  // Catalogue, availability, targeting and the company pickers of the order form.
  product_not_found: {
    cs: 'Produkt nebyl nalezen nebo vám není nabízen.',
    en: 'The product was not found or is not offered to you.',
    pl: 'Nie znaleziono produktu lub nie jest Ci oferowany.',
  },
  product_without_availability: {
    cs: 'Produkt {name} nemá kontrolu obsazenosti.',
    en: 'The product {name} has no availability check.',
    pl: 'Produkt {name} nie ma kontroli dostępności.',
  },
  availability_variable_value_not_found: {
    cs: 'Produkt {name} nemá hodnotu proměnné {id}.',
    en: 'The product {name} has no variable value {id}.',
    pl: 'Produkt {name} nie ma wartości zmiennej {id}.',
  },
  // Not errors: the labels of the availability table's cells (GET /products/{id}/availability).
  availability_free: {
    cs: 'Volno',
    en: 'Free',
    pl: 'Wolne',
  },
  availability_taken: {
    cs: 'Obsazeno',
    en: 'Taken',
    pl: 'Zajęte',
  },
  product_category_not_found: {
    cs: 'Kategorie produktů nebyla nalezena.',
    en: 'The product category was not found.',
    pl: 'Nie znaleziono kategorii produktów.',
  },
  dashboards_disabled: {
    cs: 'Přehledy nejsou zapnuté.',
    en: 'Dashboards are not switched on.',
    pl: 'Pulpity nie są włączone.',
  },
  dashboards_external_not_configured: {
    cs: 'Externí přehled není nastavený.',
    en: 'No external dashboard is set up.',
    pl: 'Zewnętrzny pulpit nie jest skonfigurowany.',
  },
  dashboard_period_reversed: {
    cs: 'Konec období nesmí být před jeho začátkem.',
    en: 'The end of the period must not be before its start.',
    pl: 'Koniec okresu nie może być wcześniejszy niż jego początek.',
  },
  dashboard_period_too_long: {
    cs: 'Období může být dlouhé nejvýše 366 dní.',
    en: 'The period can be at most 366 days long.',
    pl: 'Okres może trwać najwyżej 366 dni.',
  },
  page_not_found: {
    cs: 'Stránka nebyla nalezena.',
    en: 'The page was not found.',
    pl: 'Nie znaleziono strony.',
  },
  page_code_invalid: {
    cs: 'Kód stránky smí obsahovat jen malá písmena bez diakritiky, číslice a pomlčky.',
    en: 'A page code may hold only lower-case letters without accents, digits and hyphens.',
    pl: 'Kod strony może zawierać tylko małe litery bez znaków diakrytycznych, cyfry i myślniki.',
  },
  page_title_required: {
    cs: 'Vyplňte nadpis stránky.',
    en: 'Enter the page title.',
    pl: 'Wpisz tytuł strony.',
  },
  settings_variable_not_found: {
    cs: 'Proměnná nastavení nebyla nalezena.',
    en: 'The settings variable was not found.',
    pl: 'Nie znaleziono zmiennej ustawień.',
  },
  settings_variable_id_mismatch: {
    cs: 'Id proměnné v těle požadavku se liší od id v adrese.',
    en: "The variable's id in the body differs from the one in the address.",
    pl: 'Id zmiennej w treści żądania różni się od id w adresie.',
  },
  settings_variable_not_editable: {
    cs: 'Tuto proměnnou nelze v portálu upravit (není implementováno).',
    en: 'This variable cannot be edited in the portal (not implemented).',
    pl: 'Tej zmiennej nie można edytować w portalu (nie zaimplementowano).',
  },
  settings_variable_boolean_invalid: {
    cs: 'Hodnota musí být true nebo false.',
    en: 'The value must be true or false.',
    pl: 'Wartość musi być true lub false.',
  },
  settings_variable_user_invalid: {
    cs: 'Vyberte aktivního uživatele s požadovanou rolí.',
    en: 'Choose an active user with the required role.',
    pl: 'Wybierz aktywnego użytkownika z wymaganą rolą.',
  },
  settings_variable_menu_order_invalid: {
    cs: 'Pořadí menu musí obsahovat každou položku hlavního menu právě jednou.',
    en: 'The menu order must name every header menu entry exactly once.',
    pl: 'Kolejność menu musi zawierać każdą pozycję menu głównego dokładnie raz.',
  },
  settings_remote_required: {
    cs: 'Modul {remote} nelze vypnout: obsahuje výchozí stránku po přihlášení (seznam kampaní).',
    en: 'The {remote} module cannot be switched off: it holds the default page after sign-in (the campaign list).',
    pl: 'Modułu {remote} nie można wyłączyć: zawiera domyślną stronę po zalogowaniu (listę kampanii).',
  },
  product_title_required: {
    cs: 'Vyplňte název produktu ve storefrontu.',
    en: 'Enter the storefront name of the product.',
    pl: 'Wpisz nazwę produktu w sklepie.',
  },
  product_category_required: {
    cs: 'Vyberte kategorii produktu.',
    en: 'Choose the product category.',
    pl: 'Wybierz kategorię produktu.',
  },
  product_creative_format_not_found: {
    cs: 'Formát kreativy nebyl nalezen.',
    en: 'The creative format was not found.',
    pl: 'Nie znaleziono formatu kreacji.',
  },
  product_size_invalid: {
    cs: 'ID velikosti musí být celé kladné číslo.',
    en: 'The size id must be a positive whole number.',
    pl: 'ID rozmiaru musi być dodatnią liczbą całkowitą.',
  },
  product_price_invalid: {
    cs: 'Cena musí být číslo od 0 s nejvýše dvěma desetinnými místy.',
    en: 'The price must be a number from 0 with at most two decimals.',
    pl: 'Cena musi być liczbą od 0 z co najwyżej dwoma miejscami po przecinku.',
  },
  product_min_amount_invalid: {
    cs: 'Minimální objednávka musí být číslo od 0 s nejvýše dvěma desetinnými místy.',
    en: 'The minimum order must be a number from 0 with at most two decimals.',
    pl: 'Minimalne zamówienie musi być liczbą od 0 z co najwyżej dwoma miejscami po przecinku.',
  },
  product_icon_invalid: {
    cs: 'Vyberte jednu z nabízených ikon.',
    en: 'Choose one of the offered icons.',
    pl: 'Wybierz jedną z oferowanych ikon.',
  },
  product_more_info_url_invalid: {
    cs: 'URL musí být platná.',
    en: 'URL must be valid.',
    pl: 'URL musi być prawidłowy.',
  },
  image_not_found: {
    cs: 'Obrázek nebyl nalezen.',
    en: 'The image was not found.',
    pl: 'Nie znaleziono obrazu.',
  },
  image_translation_repeated: {
    cs: 'Každý jazyk smí být uveden jen jednou.',
    en: 'Each language may be given only once.',
    pl: 'Każdy język może być podany tylko raz.',
  },
  image_in_use: {
    cs: {
      one: 'Obrázek nelze smazat, zobrazuje ho {count} produkt.',
      few: 'Obrázek nelze smazat, zobrazují ho {count} produkty.',
      other: 'Obrázek nelze smazat, zobrazuje ho {count} produktů.',
    },
    en: {
      one: 'The image cannot be deleted: {count} product shows it.',
      other: 'The image cannot be deleted: {count} products show it.',
    },
    pl: {
      one: 'Nie można usunąć obrazu: wyświetla go {count} produkt.',
      few: 'Nie można usunąć obrazu: wyświetlają go {count} produkty.',
      many: 'Nie można usunąć obrazu: wyświetla go {count} produktów.',
      other: 'Nie można usunąć obrazu: wyświetla go {count} produktu.',
    },
  },
  category_title_required: {
    cs: 'Vyplňte název kategorie.',
    en: 'Enter the category title.',
    pl: 'Wpisz nazwę kategorii.',
  },
  category_min_days_invalid: {
    cs: 'Minimální počet dní před začátkem musí být celé číslo od 0 do 365.',
    en: 'The minimum days before the start must be a whole number from 0 to 365.',
    pl: 'Minimalna liczba dni przed rozpoczęciem musi być liczbą całkowitą od 0 do 365.',
  },
  category_domain_url_invalid: {
    cs: 'URL musí být platná.',
    en: 'URL must be valid.',
    pl: 'URL musi być prawidłowy.',
  },
  category_target_not_found: {
    cs: 'Cílový web nebyl nalezen.',
    en: 'The target web was not found.',
    pl: 'Nie znaleziono docelowej witryny.',
  },
  category_has_products: {
    cs: {
      one: 'Kategorii nelze smazat, patří do ní {count} produkt. Přesuňte ho nebo kategorii deaktivujte.',
      few: 'Kategorii nelze smazat, patří do ní {count} produkty. Přesuňte je nebo kategorii deaktivujte.',
      other: 'Kategorii nelze smazat, patří do ní {count} produktů. Přesuňte je nebo kategorii deaktivujte.',
    },
    en: {
      one: 'The category cannot be deleted: it has {count} product. Move it or deactivate the category.',
      other: 'The category cannot be deleted: it has {count} products. Move them or deactivate the category.',
    },
    pl: {
      one: 'Nie można usunąć kategorii: należy do niej {count} produkt. Przenieś go lub dezaktywuj kategorię.',
      few: 'Nie można usunąć kategorii: należą do niej {count} produkty. Przenieś je lub dezaktywuj kategorię.',
      many: 'Nie można usunąć kategorii: należy do niej {count} produktów. Przenieś je lub dezaktywuj kategorię.',
      other:
        'Nie można usunąć kategorii: należy do niej {count} produktu. Przenieś je lub dezaktywuj kategorię.',
    },
  },
  category_order_incomplete: {
    cs: 'Pořadí musí obsahovat každou kategorii právě jednou. Načtěte seznam znovu.',
    en: 'The order must name every category exactly once. Reload the list.',
    pl: 'Kolejność musi zawierać każdą kategorię dokładnie raz. Wczytaj listę ponownie.',
  },
  target_not_found: {
    cs: 'Cílový web nebyl nalezen.',
    en: 'The target web was not found.',
    pl: 'Nie znaleziono docelowej witryny.',
  },
  advertiser_not_found: {
    cs: 'Inzerent nebyl nalezen.',
    en: 'The advertiser was not found.',
    pl: 'Nie znaleziono reklamodawcy.',
  },
  advertiser_contact_not_found: {
    cs: 'Kontaktní osoba inzerenta nebyla nalezena.',
    en: 'The advertiser contact was not found.',
    pl: 'Nie znaleziono osoby kontaktowej reklamodawcy.',
  },
  agency_not_found: {
    cs: 'Agentura nebyla nalezena.',
    en: 'The agency was not found.',
    pl: 'Nie znaleziono agencji.',
  },
  user_not_found: {
    cs: 'Uživatel nebyl nalezen.',
    en: 'The user was not found.',
    pl: 'Nie znaleziono użytkownika.',
  },
  // User administration (services/users, docs/users.md).
  user_field_not_applicable: {
    cs: 'Tento údaj se u tohoto uživatele nenastavuje, nechte ho prázdný.',
    en: 'This does not apply to this user; leave it empty.',
    pl: 'Ta wartość nie dotyczy tego użytkownika, pozostaw ją pustą.',
  },
  user_sales_person_invalid: {
    cs: {
      one: '{count} vybraný obchodník není aktivní obchodník.',
      few: '{count} vybraní obchodníci nejsou aktivní obchodníci.',
      other: '{count} vybraných obchodníků není aktivními obchodníky.',
    },
    en: {
      one: '{count} chosen sales person is not an active sales person.',
      other: '{count} chosen sales persons are not active sales persons.',
    },
    pl: {
      one: '{count} wybrany handlowiec nie jest aktywnym handlowcem.',
      few: '{count} wybranych handlowców nie jest aktywnymi handlowcami.',
      many: '{count} wybranych handlowców nie jest aktywnymi handlowcami.',
      other: '{count} wybranego handlowca nie jest aktywnym handlowcem.',
    },
  },
  user_agency_user_invalid: {
    cs: {
      one: '{count} vybraný uživatel agentury není aktivní.',
      few: '{count} vybraní uživatelé agentur nejsou aktivní.',
      other: '{count} vybraných uživatelů agentur není aktivních.',
    },
    en: {
      one: '{count} chosen agency user is not active.',
      other: '{count} chosen agency users are not active.',
    },
    pl: {
      one: '{count} wybrany użytkownik agencji nie jest aktywny.',
      few: '{count} wybranych użytkowników agencji nie jest aktywnych.',
      many: '{count} wybranych użytkowników agencji nie jest aktywnych.',
      other: '{count} wybranego użytkownika agencji nie jest aktywnego.',
    },
  },
  user_vendor_company_invalid: {
    cs: {
      one: '{count} vybranou firmu dodavatele nelze uživateli přiřadit.',
      few: '{count} vybrané firmy dodavatelů nelze uživateli přiřadit.',
      other: '{count} vybraných firem dodavatelů nelze uživateli přiřadit.',
    },
    en: {
      one: '{count} chosen vendor company cannot be given to the user.',
      other: '{count} chosen vendor companies cannot be given to the user.',
    },
    pl: {
      one: '{count} wybranej firmy dostawcy nie można przypisać użytkownikowi.',
      few: '{count} wybranych firm dostawców nie można przypisać użytkownikowi.',
      many: '{count} wybranych firm dostawców nie można przypisać użytkownikowi.',
      other: '{count} wybranej firmy dostawcy nie można przypisać użytkownikowi.',
    },
  },
  user_brand_invalid: {
    cs: {
      one: '{count} vybraná značka neexistuje.',
      few: '{count} vybrané značky neexistují.',
      other: '{count} vybraných značek neexistuje.',
    },
    en: {
      one: '{count} chosen brand does not exist.',
      other: '{count} chosen brands do not exist.',
    },
    pl: {
      one: '{count} wybrana marka nie istnieje.',
      few: '{count} wybrane marki nie istnieją.',
      many: '{count} wybranych marek nie istnieje.',
      other: '{count} wybranej marki nie istnieje.',
    },
  },
  user_category_invalid: {
    cs: {
      one: '{count} vybraná kategorie produktů neexistuje nebo je interní.',
      few: '{count} vybrané kategorie produktů neexistují nebo jsou interní.',
      other: '{count} vybraných kategorií produktů neexistuje nebo je interních.',
    },
    en: {
      one: '{count} chosen product category does not exist or is internal.',
      other: '{count} chosen product categories do not exist or are internal.',
    },
    pl: {
      one: '{count} wybrana kategoria produktów nie istnieje lub jest wewnętrzna.',
      few: '{count} wybrane kategorie produktów nie istnieją lub są wewnętrzne.',
      many: '{count} wybranych kategorii produktów nie istnieje lub jest wewnętrznych.',
      other: '{count} wybranej kategorii produktów nie istnieje lub jest wewnętrzna.',
    },
  },
  user_email_taken: {
    cs: 'Uživatel s e-mailem {email} už existuje.',
    en: 'A user with the e-mail {email} already exists.',
    pl: 'Użytkownik z adresem e-mail {email} już istnieje.',
  },
  user_company_required: {
    cs: 'Vyberte firmu uživatele.',
    en: "Choose the user's company.",
    pl: 'Wybierz firmę użytkownika.',
  },
  user_company_invalid: {
    cs: 'Vybraná firma neexistuje, není aktivní nebo nepatří k roli uživatele.',
    en: "The chosen company does not exist, is not active or does not fit the user's role.",
    pl: 'Wybrana firma nie istnieje, nie jest aktywna lub nie pasuje do roli użytkownika.',
  },
  user_invite_role_forbidden: {
    cs: 'Pracovníky retailera může pozvat jen administrátor.',
    en: "Only an administrator can invite the retailer's staff.",
    pl: 'Pracowników detalisty może zaprosić tylko administrator.',
  },
  user_deactivate_self: {
    cs: 'Sami sebe deaktivovat nemůžete.',
    en: 'You cannot deactivate yourself.',
    pl: 'Nie możesz dezaktywować samego siebie.',
  },
  user_administrator_protected: {
    cs: 'Administrátora může deaktivovat jen administrátor.',
    en: 'Only an administrator can deactivate an administrator.',
    pl: 'Administratora może dezaktywować tylko administrator.',
  },
  // Ordering: campaign creation, the add-tool-to-campaign rules (ItemOrderIssueCode of shared-contracts)
  // and the server's own checks of an order (spec, document 2 §5, §8, §9).
  campaign_name_required: {
    cs: 'Název kampaně nesmí být prázdný.',
    en: 'The campaign name must not be empty.',
    pl: 'Nazwa kampanii nie może być pusta.',
  },
  company_required: {
    cs: 'Vyberte firmu inzerenta.',
    en: 'Choose the advertiser company.',
    pl: 'Wybierz firmę reklamodawcy.',
  },
  company_not_allowed: {
    cs: 'Za tuto firmu nemůžete objednávat.',
    en: 'You cannot order for this company.',
    pl: 'Nie możesz zamawiać dla tej firmy.',
  },
  company_contact_invalid: {
    cs: 'Kontaktní osoba musí být aktivní uživatel zvolené firmy.',
    en: 'The contact must be an active user of the chosen company.',
    pl: 'Osoba kontaktowa musi być aktywnym użytkownikiem wybranej firmy.',
  },
  agency_not_allowed: {
    cs: 'Agenturu a její kontaktní osobu může zvolit jen prodejce.',
    en: 'Only a retailer can choose the agency and its contact.',
    pl: 'Agencję i jej osobę kontaktową może wybrać tylko sprzedawca.',
  },
  agency_invalid: {
    cs: 'Zvolená agentura nezastupuje tuto firmu.',
    en: 'The chosen agency does not act for this company.',
    pl: 'Wybrana agencja nie działa w imieniu tej firmy.',
  },
  agency_contact_invalid: {
    cs: 'Kontaktní osoba agentury musí být aktivní uživatel zvolené agentury.',
    en: 'The agency contact must be an active user of the chosen agency.',
    pl: 'Osoba kontaktowa agencji musi być aktywnym użytkownikiem wybranej agencji.',
  },
  sales_person_invalid: {
    cs: 'Obchodník musí být aktivní uživatel s rolí obchodníka.',
    en: 'The sales person must be an active user with the sales person role.',
    pl: 'Handlowiec musi być aktywnym użytkownikiem z rolą handlowca.',
  },
  sales_person_not_allowed: {
    cs: 'Obchodníka může zvolit jen prodejce.',
    en: 'Only a retailer can choose the sales person.',
    pl: 'Handlowca może wybrać tylko sprzedawca.',
  },
  campaign_not_found: {
    cs: 'Kampaň nebyla nalezena.',
    en: 'The campaign was not found.',
    pl: 'Nie znaleziono kampanii.',
  },
  campaign_item_not_found: {
    cs: 'Položka kampaně nebyla nalezena.',
    en: 'The campaign item was not found.',
    pl: 'Nie znaleziono pozycji kampanii.',
  },
  item_addition_not_allowed: {
    cs: 'Do kampaně v tomto stavu nelze přidávat položky.',
    en: 'Items cannot be added to a campaign in this state.',
    pl: 'Do kampanii w tym stanie nie można dodawać pozycji.',
  },
  item_addition_reserved: {
    cs: 'Kampaň je rezervovaná prodejcem, položky do ní přidává jen prodejce.',
    en: 'The campaign is reserved by the retailer; only the retailer adds items to it.',
    pl: 'Kampania jest zarezerwowana przez sprzedawcę; pozycje dodaje do niej tylko sprzedawca.',
  },
  campaign_not_editable: {
    cs: 'Kampaň v tomto stavu nelze upravovat.',
    en: 'The campaign cannot be edited in this state.',
    pl: 'Kampanii w tym stanie nie można edytować.',
  },
  slot_taken: {
    cs: 'Produkt {product} je v týdnu {week}{value} už obsazený.',
    en: 'The product {product} is already booked in the week {week}{value}.',
    pl: 'Produkt {product} jest już zarezerwowany w tygodniu {week}{value}.',
  },
  start_date_required: {
    cs: 'Datum začátku je povinné.',
    en: 'The start date is required.',
    pl: 'Data rozpoczęcia jest wymagana.',
  },
  end_date_required: {
    cs: 'Datum konce je povinné.',
    en: 'The end date is required.',
    pl: 'Data zakończenia jest wymagana.',
  },
  start_date_not_monday: {
    cs: 'Začátek musí být v pondělí.',
    en: 'The start date must be a Monday.',
    pl: 'Data rozpoczęcia musi przypadać w poniedziałek.',
  },
  end_date_not_whole_weeks: {
    cs: 'Objednává se po celých týdnech: konec musí být den před dnem v týdnu začátku, například {date}.',
    en: "It is ordered in whole weeks: the end must be the day before the start's weekday, for example {date}.",
    pl: 'Zamawia się pełne tygodnie: koniec musi przypadać dzień przed dniem tygodnia rozpoczęcia, na przykład {date}.',
  },
  start_date_too_early: {
    cs: 'Začátek může být nejdříve {date}.',
    en: 'The start date can be {date} at the earliest.',
    pl: 'Data rozpoczęcia może przypadać najwcześniej {date}.',
  },
  last_result_not_after_first: {
    cs: 'Konec stránky musí být za jejím začátkem.',
    en: 'The end of the page must come after its start.',
    pl: 'Koniec strony musi następować po jej początku.',
  },
  end_before_start: {
    cs: 'Konec nesmí být před začátkem.',
    en: 'The end date must not be before the start date.',
    pl: 'Data zakończenia nie może być wcześniejsza niż data rozpoczęcia.',
  },
  variable_value_required: {
    cs: 'Vyberte hodnotu cílení.',
    en: 'Choose a targeting value.',
    pl: 'Wybierz wartość targetowania.',
  },
  variable_value_single: {
    cs: 'Tento produkt lze objednat jen pro jednu hodnotu cílení.',
    en: 'This product can be ordered for one targeting value only.',
    pl: 'Ten produkt można zamówić tylko dla jednej wartości targetowania.',
  },
  variable_value_unknown: {
    cs: 'Zvolená hodnota cílení u tohoto produktu není.',
    en: 'The chosen targeting value is not one of this product.',
    pl: 'Wybrana wartość targetowania nie należy do tego produktu.',
  },
  custom_price_not_allowed: {
    cs: 'Vlastní cenu lze zadat jen jako prodejce nebo u aukčního produktu.',
    en: 'A custom price is allowed only for a retailer or for an auction product.',
    pl: 'Cenę własną można podać tylko jako sprzedawca lub dla produktu aukcyjnego.',
  },
  custom_price_too_low: {
    cs: 'Vlastní cena musí být alespoň {price}.',
    en: 'The custom price must be at least {price}.',
    pl: 'Cena własna musi wynosić co najmniej {price}.',
  },
  ordered_amount_required: {
    cs: 'Zadejte objednané množství.',
    en: 'Enter the ordered amount.',
    pl: 'Podaj zamawianą ilość.',
  },
  ordered_amount_limit: {
    cs: 'Hodnota překračuje maximální povolený limit, nesmí přesáhnout {limit}.',
    en: 'The value exceeds the maximum allowed limit, not to exceed {limit}.',
    pl: 'Wartość przekracza maksymalny dozwolony limit, nie może przekroczyć {limit}.',
  },
  keywords_empty: {
    cs: 'Klíčová slova jsou prázdná: zadejte alespoň jedno.',
    en: 'The keywords are empty: enter at least one.',
    pl: 'Słowa kluczowe są puste: podaj co najmniej jedno.',
  },
  keyword_too_long: {
    cs: 'Klíčové slovo může mít nejvýše {max} znaků.',
    en: 'A keyword can have at most {max} characters.',
    pl: 'Słowo kluczowe może mieć najwyżej {max} znaków.',
  },
  keywords_not_allowed: {
    cs: 'Tento produkt klíčová slova nepoužívá.',
    en: 'This product takes no keywords.',
    pl: 'Ten produkt nie używa słów kluczowych.',
  },
  target_url_invalid: {
    cs: 'URL není platná.',
    en: 'The URL is not valid.',
    pl: 'Adres URL jest nieprawidłowy.',
  },
  target_url_domain: {
    cs: 'URL není v povolené doméně, musí začínat {domain}.',
    en: 'The URL is not in an allowed domain; it must begin with {domain}.',
    pl: 'Adres URL nie należy do dozwolonej domeny; musi zaczynać się od {domain}.',
  },
  target_ambiguous: {
    cs: 'Zvolte jen jeden cíl: vlastní URL, produkt nebo vstupní stránku.',
    en: 'Choose one target only: a custom URL, a product or a landing page.',
    pl: 'Wybierz tylko jeden cel: własny adres URL, produkt lub stronę docelową.',
  },
  total_below_min_amount: {
    cs: 'Celková cena musí být alespoň {minAmount}.',
    en: 'The total must be at least {minAmount}.',
    pl: 'Łączna cena musi wynosić co najmniej {minAmount}.',
  },
  total_too_high: {
    cs: 'Celková cena může být nejvýše {limit}.',
    en: 'The total can be at most {limit}.',
    pl: 'Łączna cena może wynosić najwyżej {limit}.',
  },
  target_product_not_found: {
    cs: 'Cílový produkt v e-shopu této kategorie není nebo není aktivní.',
    en: 'The target product is not in the shop of this category or is not active.',
    pl: 'Produktu docelowego nie ma w sklepie tej kategorii lub nie jest aktywny.',
  },
  target_product_not_allowed: {
    cs: 'Produkty značky {brand} inzerent propagovat nemůže.',
    en: 'The advertiser may not promote products of the brand {brand}.',
    pl: 'Reklamodawca nie może promować produktów marki {brand}.',
  },
  landing_page_not_found: {
    cs: 'Vstupní stránka inzerenta nebyla nalezena.',
    en: "The advertiser's landing page was not found.",
    pl: 'Nie znaleziono strony docelowej reklamodawcy.',
  },
  booking_too_long: {
    cs: 'Jedna položka může obsadit nejvýše {weeks} týdnů.',
    en: 'One item can book at most {weeks} weeks.',
    pl: 'Jedna pozycja może zarezerwować najwyżej {weeks} tygodni.',
  },
  landing_page_not_allowed: {
    cs: 'Vstupní stránku nelze použít: musí být schválená, aktivní a v e-shopu této kategorie.',
    en: 'The landing page cannot be used: it must be approved, active and in the shop of this category.',
    pl: 'Nie można użyć strony docelowej: musi być zatwierdzona, aktywna i w sklepie tej kategorii.',
  },
  // Campaign transitions (design.md §3; spec, document 1 §5 "Campaign approval and rejection").
  reject_reason_required: {
    cs: 'Zadejte důvod vrácení kampaně.',
    en: 'Enter the reason for returning the campaign.',
    pl: 'Podaj powód zwrócenia kampanii.',
  },
  campaign_has_no_items: {
    cs: 'Kampaň nemá žádné položky.',
    en: 'The campaign has no items.',
    pl: 'Kampania nie ma żadnych pozycji.',
  },
  campaign_check_not_allowed: {
    cs: 'Kampaň ve stavu {state} nelze poslat ke kontrole.',
    en: 'The campaign in the state {state} cannot be sent for check.',
    pl: 'Kampanii w stanie {state} nie można wysłać do sprawdzenia.',
  },
  campaign_reject_not_allowed: {
    cs: 'Vrátit inzerentovi lze jen kampaň ke kontrole, tato je ve stavu {state}.',
    en: 'Only a campaign sent for check can be returned to the vendor; this one is in the state {state}.',
    pl: 'Zwrócić reklamodawcy można tylko kampanię do sprawdzenia; ta jest w stanie {state}.',
  },
  campaign_approve_not_allowed: {
    cs: 'Kampaň ve stavu {state} nelze schválit.',
    en: 'The campaign in the state {state} cannot be approved.',
    pl: 'Kampanii w stanie {state} nie można zatwierdzić.',
  },
  campaign_items_ended: {
    cs: 'Kampaň nelze schválit, tyto položky už skončily: {items}.',
    en: 'The campaign cannot be approved; these items have already ended: {items}.',
    pl: 'Nie można zatwierdzić kampanii; te pozycje już się zakończyły: {items}.',
  },
  campaign_state_change_not_allowed: {
    cs: 'Kampaň nelze převést ze stavu {from} do stavu {to}.',
    en: 'The campaign cannot be moved from the state {from} to the state {to}.',
    pl: 'Kampanii nie można przenieść ze stanu {from} do stanu {to}.',
  },
  // Campaign and item management (spec, document 1 §5; design.md §3).
  campaign_delete_not_allowed: {
    cs: 'Kampaň ve stavu {state} s položkami může smazat jen prodejce nebo agentura.',
    en: 'A campaign with items in the state {state} can only be deleted by the retailer or an agency.',
    pl: 'Kampanię z pozycjami w stanie {state} może usunąć tylko sprzedawca lub agencja.',
  },
  campaign_item_delete_not_allowed: {
    cs: 'Z kampaně ve stavu {state} nelze tuto položku smazat.',
    en: 'This item cannot be deleted from a campaign in the state {state}.',
    pl: 'Z kampanii w stanie {state} nie można usunąć tej pozycji.',
  },
  campaign_item_not_editable: {
    cs: 'Položku ve stavu {state} nelze v této kampani upravovat.',
    en: 'The item in the state {state} cannot be edited in this campaign.',
    pl: 'Pozycji w stanie {state} nie można edytować w tej kampanii.',
  },
  campaign_item_check_not_allowed: {
    cs: 'Kreativu položky ve stavu {state} nelze poslat ke schválení.',
    en: 'The creative of an item in the state {state} cannot be sent for approval.',
    pl: 'Kreacji pozycji w stanie {state} nie można wysłać do zatwierdzenia.',
  },
  campaign_item_creative_not_filled: {
    cs: 'Kreativa položky není vyplněná.',
    en: "The item's creative is not filled in.",
    pl: 'Kreacja pozycji nie jest wypełniona.',
  },
  campaign_item_reject_not_allowed: {
    cs: 'Kreativu položky ve stavu {state} nelze vrátit, vrátit lze jen kreativu odeslanou ke schválení.',
    en: 'The creative of the item in the state {state} cannot be returned; only one sent for approval can.',
    pl: 'Nie można zwrócić kreacji pozycji w stanie {state}; zwrócić można tylko kreację wysłaną do zatwierdzenia.',
  },
  campaign_item_note_required: {
    cs: 'Pro vrácení napište důvod.',
    en: 'Write the reason for returning it.',
    pl: 'Wpisz powód zwrotu.',
  },
  campaign_item_approve_not_allowed: {
    cs: 'Položku ve stavu {state} nelze schválit.',
    en: 'The item in the state {state} cannot be approved.',
    pl: 'Nie można zatwierdzić pozycji w stanie {state}.',
  },
  // The item's creative as one zip (spec 001 §5 "Zip upload"; POST and GET /campaign-item/{id}/creative-zip).
  campaign_item_creative_not_editable: {
    cs: 'Kreativu položky ve stavu {state} nelze měnit.',
    en: 'The creative of an item in the state {state} cannot be changed.',
    pl: 'Kreacji pozycji w stanie {state} nie można zmieniać.',
  },
  creative_zip_upload_disabled: {
    cs: 'Nahrávání kreativ v ZIP je vypnuté.',
    en: 'Uploading creatives as ZIP is switched off.',
    pl: 'Przesyłanie kreacji w pliku ZIP jest wyłączone.',
  },
  creative_zip_missing: {
    cs: 'Vyberte prosím ZIP soubor s kreativou.',
    en: 'Please choose the ZIP file of the creative.',
    pl: 'Wybierz plik ZIP z kreacją.',
  },
  creative_zip_wrong_type: {
    cs: 'Soubor {fileName} není ZIP (application/zip), má typ {contentType}.',
    en: 'The file {fileName} is not a ZIP (application/zip); its type is {contentType}.',
    pl: 'Plik {fileName} nie jest archiwum ZIP (application/zip); ma typ {contentType}.',
  },
  creative_zip_unreadable: {
    cs: 'Soubor {fileName} není čitelný ZIP archiv.',
    en: 'The file {fileName} is not a readable ZIP archive.',
    pl: 'Plik {fileName} nie jest poprawnym archiwum ZIP.',
  },
  creative_zip_too_many_entries: {
    cs: 'Archiv {fileName} má {count} souborů, nejvýše smí mít {max}.',
    en: 'The archive {fileName} holds {count} files; at most {max} are allowed.',
    pl: 'Archiwum {fileName} zawiera {count} plików, dozwolone jest najwyżej {max}.',
  },
  creative_zip_unpacked_too_large: {
    cs: 'Rozbalený archiv {fileName} by měl víc než {limit}.',
    en: 'Unpacked, the archive {fileName} would be larger than {limit}.',
    pl: 'Po rozpakowaniu archiwum {fileName} miałoby więcej niż {limit}.',
  },
  creative_zip_bomb: {
    cs: 'Soubor {entry} v archivu {fileName} je podezřele silně zkomprimovaný, archiv nelze přijmout.',
    en: 'The file {entry} in the archive {fileName} is suspiciously highly compressed; the archive cannot be accepted.',
    pl: 'Plik {entry} w archiwum {fileName} jest podejrzanie mocno skompresowany, archiwum nie może zostać przyjęte.',
  },
  creative_zip_unsafe_path: {
    cs: 'Archiv {fileName} obsahuje soubor s nepovolenou cestou: {entry}.',
    en: 'The archive {fileName} holds a file with a path that is not allowed: {entry}.',
    pl: 'Archiwum {fileName} zawiera plik z niedozwoloną ścieżką: {entry}.',
  },
  creative_zip_symlink: {
    cs: 'Archiv {fileName} obsahuje symbolický odkaz {entry}, ten nelze přijmout.',
    en: 'The archive {fileName} holds the symbolic link {entry}, which cannot be accepted.',
    pl: 'Archiwum {fileName} zawiera dowiązanie symboliczne {entry}, którego nie można przyjąć.',
  },
  creative_zip_nul_in_name: {
    cs: 'Archiv {fileName} obsahuje soubor, jehož název má nepovolený znak NUL (␀): {entry}.',
    en: 'The archive {fileName} holds a file whose name contains the character NUL (␀), which is not allowed: {entry}.',
    pl: 'Archiwum {fileName} zawiera plik, którego nazwa ma niedozwolony znak NUL (␀): {entry}.',
  },
  creative_zip_duplicate_entry: {
    cs: 'Archiv {fileName} obsahuje dva soubory, které se po rozbalení jmenují stejně: {first} a {entry}.',
    en: 'The archive {fileName} holds two files that unpack under the same name: {first} and {entry}.',
    pl: 'Archiwum {fileName} zawiera dwa pliki, które po rozpakowaniu mają tę samą nazwę: {first} i {entry}.',
  },
  creative_zip_nested_archive: {
    cs: 'Archiv {fileName} obsahuje další archiv {entry}, ten nelze přijmout.',
    en: 'The archive {fileName} holds another archive, {entry}, which cannot be accepted.',
    pl: 'Archiwum {fileName} zawiera inne archiwum, {entry}, którego nie można przyjąć.',
  },
  creative_zip_empty: {
    cs: 'ZIP soubor {fileName} je prázdný.',
    en: 'The ZIP file {fileName} is empty.',
    pl: 'Plik ZIP {fileName} jest pusty.',
  },
  creative_zip_too_large: {
    cs: 'ZIP soubor {fileName} je větší než povolených {limit}.',
    en: 'The ZIP file {fileName} is larger than the allowed {limit}.',
    pl: 'Plik ZIP {fileName} jest większy niż dozwolone {limit}.',
  },
  creative_zip_not_found: {
    cs: 'Položka nemá nahranou ZIP kreativu.',
    en: 'The item has no uploaded ZIP creative.',
    pl: 'Pozycja nie ma przesłanej kreacji ZIP.',
  },
  // Creatives and their formats (spec 001 §5 "Creatives", §8 "Creative file upload").
  creative_not_found: {
    cs: 'Kreativa nebyla nalezena.',
    en: 'The creative was not found.',
    pl: 'Nie znaleziono kreacji.',
  },
  creative_format_not_found: {
    cs: 'Formát kreativy nebyl nalezen.',
    en: 'The creative format was not found.',
    pl: 'Nie znaleziono formatu kreacji.',
  },
  creative_format_field_not_found: {
    cs: 'Pole formátu kreativy nebylo nalezeno.',
    en: 'The field of the creative format was not found.',
    pl: 'Nie znaleziono pola formatu kreacji.',
  },
  creative_file_not_found: {
    cs: 'Soubor kreativy nebyl nalezen.',
    en: 'The creative file was not found.',
    pl: 'Nie znaleziono pliku kreacji.',
  },
  creative_media_not_found: {
    cs: 'Pole kreativy nebylo nalezeno.',
    en: 'The field of the creative was not found.',
    pl: 'Nie znaleziono pola kreacji.',
  },
  creative_file_missing: {
    cs: 'Požadavek neobsahuje soubor (pole formuláře file).',
    en: 'The request holds no file (form field file).',
    pl: 'Żądanie nie zawiera pliku (pole formularza file).',
  },
  creative_file_empty: {
    cs: 'Nahraný soubor je prázdný.',
    en: 'The uploaded file is empty.',
    pl: 'Przesłany plik jest pusty.',
  },
  creative_file_invalid: {
    cs: 'Soubor {file} nelze použít.',
    en: 'The file {file} cannot be used.',
    pl: 'Nie można użyć pliku {file}.',
  },
  image_file_too_big: {
    cs: 'Soubor je příliš velký ({current}), nejvýše smí mít {max}.',
    en: 'The file is too big ({current}); it may have at most {max}.',
    pl: 'Plik jest za duży ({current}), może mieć najwyżej {max}.',
  },
  image_invalid_width: {
    cs: 'Obrázek musí být široký přesně {width} px, tento má {actual} px.',
    en: 'The image must be exactly {width} px wide; this one is {actual} px.',
    pl: 'Obraz musi mieć dokładnie {width} px szerokości, ten ma {actual} px.',
  },
  image_invalid_height: {
    cs: 'Obrázek musí být vysoký přesně {height} px, tento má {actual} px.',
    en: 'The image must be exactly {height} px high; this one is {actual} px.',
    pl: 'Obraz musi mieć dokładnie {height} px wysokości, ten ma {actual} px.',
  },
  image_invalid_format: {
    cs: 'Obrázek musí být ve formátu {formats}, tento je {actual}.',
    en: 'The image must be in the format {formats}; this one is {actual}.',
    pl: 'Obraz musi być w formacie {formats}, ten jest w {actual}.',
  },
  image_not_supported_format: {
    cs: 'Soubor není obrázek ve formátu JPEG, PNG ani WEBP, nebo je poškozený.',
    en: 'The file is not a JPEG, PNG or WEBP image, or it is damaged.',
    pl: 'Plik nie jest obrazem JPEG, PNG ani WEBP lub jest uszkodzony.',
  },
  creative_name_required: {
    cs: 'Vyplňte název kreativy.',
    en: 'Enter the name of the creative.',
    pl: 'Wpisz nazwę kreacji.',
  },
  creative_note_required: {
    cs: 'Pro vrácení kreativy napište důvod.',
    en: 'Write the reason for returning the creative.',
    pl: 'Wpisz powód zwrotu kreacji.',
  },
  creative_company_required: {
    cs: 'Vyberte firmu, pro kterou kreativa je.',
    en: 'Choose the company the creative is for.',
    pl: 'Wybierz firmę, dla której jest kreacja.',
  },
  creative_product_without_format: {
    cs: 'Produkt {product} nemá formát kreativy, kreativu k němu zatím nelze vytvořit.',
    en: 'The product {product} has no creative format, so no creative can be made for it yet.',
    pl: 'Produkt {product} nie ma formatu kreacji, więc nie można jeszcze utworzyć dla niego kreacji.',
  },
  creative_product_mismatch: {
    cs: 'Kreativa je pro jiný formát, než jaký má produkt položky.',
    en: "The creative is of another format than the item's product.",
    pl: 'Kreacja ma inny format niż produkt pozycji.',
  },
  creative_company_mismatch: {
    cs: 'Kreativa patří jiné firmě než kampaň položky.',
    en: "The creative belongs to another company than the item's campaign.",
    pl: 'Kreacja należy do innej firmy niż kampania pozycji.',
  },
  creative_field_not_in_format: {
    cs: 'Pole {fieldId} do formátu kreativy nepatří.',
    en: 'The field {fieldId} is not part of the creative format.',
    pl: 'Pole {fieldId} nie należy do formatu kreacji.',
  },
  creative_field_is_file: {
    cs: 'Pole {field} se plní nahráním souboru.',
    en: 'The field {field} is filled by uploading a file.',
    pl: 'Pole {field} wypełnia się, przesyłając plik.',
  },
  creative_field_is_text: {
    cs: 'Do pole {field} se píše text, soubor do něj nahrát nelze.',
    en: 'The field {field} takes a text, not a file.',
    pl: 'Pole {field} przyjmuje tekst, nie plik.',
  },
  creative_field_converted: {
    cs: 'Pole {field} se vyplní samo převodem obrázku z jiného pole.',
    en: 'The field {field} is filled automatically by converting the image of another field.',
    pl: 'Pole {field} wypełnia się automatycznie przez konwersję obrazu z innego pola.',
  },
  creative_file_not_allowed: {
    cs: 'Soubor {fileId} nelze v poli {field} použít.',
    en: 'The file {fileId} cannot be used in the field {field}.',
    pl: 'Pliku {fileId} nie można użyć w polu {field}.',
  },
  creative_number_invalid: {
    cs: 'Pole {field} musí být číslo.',
    en: 'The field {field} must be a number.',
    pl: 'Pole {field} musi być liczbą.',
  },
  creative_number_integer: {
    cs: 'Pole {field} musí být celé číslo.',
    en: 'The field {field} must be a whole number.',
    pl: 'Pole {field} musi być liczbą całkowitą.',
  },
  creative_number_step: {
    cs: 'Pole {field} musí být násobkem {step}.',
    en: 'The field {field} must be a multiple of {step}.',
    pl: 'Pole {field} musi być wielokrotnością {step}.',
  },
  creative_sku_min: {
    cs: {
      one: 'V poli {field} zvolte alespoň {count} produkt.',
      few: 'V poli {field} zvolte alespoň {count} produkty.',
      other: 'V poli {field} zvolte alespoň {count} produktů.',
    },
    en: {
      one: 'Choose at least {count} product in the field {field}.',
      other: 'Choose at least {count} products in the field {field}.',
    },
    pl: {
      one: 'Wybierz co najmniej {count} produkt w polu {field}.',
      few: 'Wybierz co najmniej {count} produkty w polu {field}.',
      other: 'Wybierz co najmniej {count} produktów w polu {field}.',
    },
  },
  creative_sku_max: {
    cs: {
      one: 'V poli {field} lze zvolit nejvýše {count} produkt.',
      few: 'V poli {field} lze zvolit nejvýše {count} produkty.',
      other: 'V poli {field} lze zvolit nejvýše {count} produktů.',
    },
    en: {
      one: 'Choose at most {count} product in the field {field}.',
      other: 'Choose at most {count} products in the field {field}.',
    },
    pl: {
      one: 'W polu {field} można wybrać najwyżej {count} produkt.',
      few: 'W polu {field} można wybrać najwyżej {count} produkty.',
      other: 'W polu {field} można wybrać najwyżej {count} produktów.',
    },
  },
  creative_sku_unknown: {
    cs: 'Produkty {skus} v e-shopu nejsou.',
    en: 'The products {skus} are not in the shop.',
    pl: 'Produktów {skus} nie ma w sklepie.',
  },
  creative_not_editable: {
    cs: 'Kreativu ve stavu {state} nelze upravovat.',
    en: 'A creative in the state {state} cannot be edited.',
    pl: 'Kreacji w stanie {state} nie można edytować.',
  },
  creative_not_filled: {
    cs: 'Kreativa není úplně vyplněná. Chybí: {fields}.',
    en: 'The creative is not completely filled. Missing: {fields}.',
    pl: 'Kreacja nie jest w pełni wypełniona. Brakuje: {fields}.',
  },
  creative_check_not_allowed: {
    cs: 'Kreativu ve stavu {state} nelze odeslat ke schválení.',
    en: 'A creative in the state {state} cannot be sent for approval.',
    pl: 'Kreacji w stanie {state} nie można wysłać do zatwierdzenia.',
  },
  creative_review_not_allowed: {
    cs: 'Kreativu ve stavu {state} nelze schválit ani vrátit.',
    en: 'A creative in the state {state} cannot be approved or returned.',
    pl: 'Kreacji w stanie {state} nie można zatwierdzić ani zwrócić.',
  },
  creative_item_not_allowed: {
    cs: 'Kreativu položky ve stavu {state} nelze měnit.',
    en: 'The creative of an item in the state {state} cannot be changed.',
    pl: 'Kreacji pozycji w stanie {state} nie można zmienić.',
  },
  creative_format_name_taken: {
    cs: 'Formát s tímto názvem už existuje.',
    en: 'A format with this name already exists.',
    pl: 'Format o tej nazwie już istnieje.',
  },
  creative_field_name_taken: {
    cs: 'Pole s tímto názvem už formát má.',
    en: 'The format already has a field with this name.',
    pl: 'Format ma już pole o tej nazwie.',
  },
  creative_field_in_use: {
    cs: 'Pole {fields} nelze odebrat, kreativy je mají vyplněná.',
    en: 'The fields {fields} cannot be removed: creatives have them filled.',
    pl: 'Pól {fields} nie można usunąć: kreacje mają je wypełnione.',
  },
  creative_format_required_field_removed: {
    cs: 'Formát používají produkty {products}: po odebrání povinného pole {fields} ho jejich nové kreativy už nebudou vyžadovat. Potvrďte odebrání.',
    en: 'The format is used by the products {products}: once the required field {fields} is removed, their new creatives will no longer ask for it. Confirm the removal.',
    pl: 'Format jest używany przez produkty {products}: po usunięciu wymaganego pola {fields} ich nowe kreacje nie będą go już wymagać. Potwierdź usunięcie.',
  },
  creative_restriction_not_allowed: {
    cs: 'Omezení {type} k tomuto druhu pole nepatří.',
    en: 'The restriction {type} does not apply to this kind of field.',
    pl: 'Ograniczenie {type} nie dotyczy tego rodzaju pola.',
  },
  creative_restriction_repeated: {
    cs: 'Omezení {type} je u pole vícekrát.',
    en: 'The restriction {type} is given more than once.',
    pl: 'Ograniczenie {type} podano więcej niż raz.',
  },
  creative_restriction_min_over_max: {
    cs: 'Nejmenší hodnota je větší než největší.',
    en: 'The minimum is larger than the maximum.',
    pl: 'Minimum jest większe niż maksimum.',
  },
  creative_conversion_source_invalid: {
    cs: 'Převádět lze jen z jiného souborového pole.',
    en: 'A field can only be converted from another file field.',
    pl: 'Konwertować można tylko z innego pola pliku.',
  },
  creative_conversion_chained: {
    cs: 'Pole nelze převádět z pole, které se samo převádí.',
    en: 'A field cannot be converted from a field that is itself converted.',
    pl: 'Nie można konwertować z pola, które samo jest konwertowane.',
  },
  // Landing pages and their types (spec 000 §3, §4; 001 §5 "Landing pages and their types").
  landing_page_type_not_found: {
    cs: 'Typ vstupní stránky nebyl nalezen.',
    en: 'The landing page type was not found.',
    pl: 'Nie znaleziono typu strony docelowej.',
  },
  landing_page_type_name_required: {
    cs: 'Zadejte název typu vstupní stránky.',
    en: 'Enter the name of the landing page type.',
    pl: 'Podaj nazwę typu strony docelowej.',
  },
  landing_page_type_name_taken: {
    cs: 'Typ vstupní stránky s tímto názvem už existuje.',
    en: 'A landing page type with this name already exists.',
    pl: 'Typ strony docelowej o tej nazwie już istnieje.',
  },
  landing_page_type_size_whole_number: {
    cs: 'ID velikosti musí být celé kladné číslo.',
    en: 'The size id must be a positive whole number.',
    pl: 'ID rozmiaru musi być dodatnią liczbą całkowitą.',
  },
  landing_page_type_format_not_found: {
    cs: 'Formát kreativy nebyl nalezen.',
    en: 'The creative format was not found.',
    pl: 'Nie znaleziono formatu kreacji.',
  },
  landing_page_type_targets_not_found: {
    cs: 'Cílové weby {ids} neexistují.',
    en: 'The target webs {ids} do not exist.',
    pl: 'Docelowe witryny {ids} nie istnieją.',
  },
  landing_page_type_in_use: {
    cs: {
      one: 'Typ nelze smazat, používá ho {count} vstupní stránka.',
      few: 'Typ nelze smazat, používají ho {count} vstupní stránky.',
      other: 'Typ nelze smazat, používá ho {count} vstupních stránek.',
    },
    en: {
      one: 'The type cannot be deleted: {count} landing page uses it.',
      other: 'The type cannot be deleted: {count} landing pages use it.',
    },
    pl: {
      one: 'Nie można usunąć typu: używa go {count} strona docelowa.',
      few: 'Nie można usunąć typu: używają go {count} strony docelowe.',
      other: 'Nie można usunąć typu: używa go {count} stron docelowych.',
    },
  },
  landing_page_type_format_in_use: {
    cs: {
      one: 'Formát typu nelze změnit, {count} vstupní stránka už má jeho pole.',
      few: 'Formát typu nelze změnit, {count} vstupní stránky už mají jeho pole.',
      other: 'Formát typu nelze změnit, {count} vstupních stránek už má jeho pole.',
    },
    en: {
      one: "The type's format cannot be changed: {count} landing page has its fields.",
      other: "The type's format cannot be changed: {count} landing pages have its fields.",
    },
    pl: {
      one: 'Nie można zmienić formatu typu: {count} strona docelowa ma już jego pola.',
      few: 'Nie można zmienić formatu typu: {count} strony docelowe mają już jego pola.',
      other: 'Nie można zmienić formatu typu: {count} stron docelowych ma już jego pola.',
    },
  },
  landing_page_type_not_available: {
    cs: 'Typ vstupní stránky neexistuje nebo není aktivní.',
    en: 'The landing page type does not exist or is not active.',
    pl: 'Typ strony docelowej nie istnieje lub nie jest aktywny.',
  },
  landing_page_target_not_found: {
    cs: 'Cílový web neexistuje nebo není aktivní.',
    en: 'The target web does not exist or is not active.',
    pl: 'Docelowa witryna nie istnieje lub nie jest aktywna.',
  },
  landing_page_target_not_allowed: {
    cs: 'Typ {type} pro tento cílový web není.',
    en: 'The type {type} is not for this target web.',
    pl: 'Typ {type} nie jest przeznaczony dla tej witryny docelowej.',
  },
  landing_page_company_required: {
    cs: 'Vyberte firmu, pro kterou vstupní stránku zakládáte.',
    en: 'Choose the company the landing page is for.',
    pl: 'Wybierz firmę, dla której tworzysz stronę docelową.',
  },
  landing_page_name_required: {
    cs: 'Zadejte název vstupní stránky.',
    en: 'Enter the name of the landing page.',
    pl: 'Podaj nazwę strony docelowej.',
  },
  landing_page_note_required: {
    cs: 'Pro vrácení vstupní stránky napište důvod.',
    en: 'Write the reason for returning the landing page.',
    pl: 'Podaj powód zwrócenia strony docelowej.',
  },
  landing_page_field_not_found: {
    cs: 'Pole {fieldId} typ této vstupní stránky nemá.',
    en: 'The type of this landing page has no field {fieldId}.',
    pl: 'Typ tej strony docelowej nie ma pola {fieldId}.',
  },
  landing_page_not_editable: {
    cs: 'Vstupní stránku ve stavu {state} nelze upravovat.',
    en: 'A landing page in the state {state} cannot be edited.',
    pl: 'Strony docelowej w stanie {state} nie można edytować.',
  },
  landing_page_not_filled: {
    cs: 'Vstupní stránka není úplně vyplněná. Chybí: {fields}.',
    en: 'The landing page is not completely filled. Missing: {fields}.',
    pl: 'Strona docelowa nie jest w pełni wypełniona. Brakuje: {fields}.',
  },
  landing_page_check_not_allowed: {
    cs: 'Vstupní stránku ve stavu {state} nelze odeslat ke schválení.',
    en: 'A landing page in the state {state} cannot be sent for approval.',
    pl: 'Strony docelowej w stanie {state} nie można wysłać do zatwierdzenia.',
  },
  landing_page_review_not_allowed: {
    cs: 'Vstupní stránku ve stavu {state} nelze schválit ani vrátit.',
    en: 'A landing page in the state {state} cannot be approved or returned.',
    pl: 'Strony docelowej w stanie {state} nie można zatwierdzić ani zwrócić.',
  },
  // The review queue (retailer staff).
  review_queue_after_invalid: {
    cs: 'Položka fronty má tvar druh:id, např. creative:12.',
    en: 'A queue entry is written kind:id, e.g. creative:12.',
    pl: 'Pozycja kolejki ma postać rodzaj:id, np. creative:12.',
  },
  review_queue_not_waiting: {
    cs: 'Na schválení už nečeká.',
    en: 'It is no longer waiting for approval.',
    pl: 'Już nie czeka na zatwierdzenie.',
  },
  // The ad server: pause and run, delivery import, its pages (design.md §4).
  campaign_item_pause_not_allowed: {
    cs: 'Pozastavit nebo spustit lze jen běžící nebo pozastavenou položku, tato je ve stavu {state}.',
    en: 'Only a running or paused item can be paused or run; this one is in the state {state}.',
    pl: 'Wstrzymać lub wznowić można tylko emitowaną lub wstrzymaną pozycję; ta jest w stanie {state}.',
  },
  ad_server_booking_not_found: {
    cs: 'Rezervace {id} v reklamním systému neexistuje.',
    en: 'There is no booking {id} in the ad server.',
    pl: 'Rezerwacja {id} w systemie reklamowym nie istnieje.',
  },
  delivery_import_empty: {
    cs: 'Soubor CSV neobsahuje žádná data o doručení.',
    en: 'The CSV file holds no delivery data.',
    pl: 'Plik CSV nie zawiera żadnych danych o emisji.',
  },
  delivery_import_header: {
    cs: 'Hlavička souboru CSV neodpovídá. Chybějící sloupce: {missing}. Neznámé sloupce: {unknown}.',
    en: 'The header of the CSV file does not fit. Missing columns: {missing}. Unknown columns: {unknown}.',
    pl: 'Nagłówek pliku CSV jest niepoprawny. Brakujące kolumny: {missing}. Nieznane kolumny: {unknown}.',
  },
  delivery_import_invalid_lines: {
    cs: {
      one: 'Soubor nebyl načten, {count} řádek je chybný: {lines}.',
      few: 'Soubor nebyl načten, {count} řádky jsou chybné: {lines}.',
      other: 'Soubor nebyl načten, {count} řádků je chybných: {lines}.',
    },
    en: {
      one: 'The file was not imported; {count} line is wrong: {lines}.',
      other: 'The file was not imported; {count} lines are wrong: {lines}.',
    },
    pl: {
      one: 'Plik nie został zaimportowany; {count} wiersz jest błędny: {lines}.',
      few: 'Plik nie został zaimportowany; {count} wiersze są błędne: {lines}.',
      other: 'Plik nie został zaimportowany; {count} wierszy jest błędnych: {lines}.',
    },
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
    params[key] === undefined ? match : String(stateParam(key, params[key], language)),
  );
}
