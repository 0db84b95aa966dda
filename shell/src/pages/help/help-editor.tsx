import { useLingui } from '@lingui/react/macro';
import { isEditConflict, type UiLocale } from '@portal/shared-contracts/core';
import {
  PAGE_CONTENT_MAX_LENGTH,
  PAGE_SCRIPT_MAX_LENGTH,
  PAGE_TITLE_MAX_LENGTH,
  updateContentPage,
  type ContentPage,
  type ContentPageRequest,
} from '@portal/shared-contracts/settings';
import { useErrorText } from '@portal/shared-ui';
import { Alert, EditConflictNotice } from '@portal/shared-ui/components';
import { ApiForm, FormActions, TextField, useApiForm } from '@portal/shared-ui/form';
import { useState } from 'react';

type Values = Omit<ContentPageRequest, 'version'>;

interface HelpEditorProps {
  code: string;
  /** The page as shown (null when it does not exist yet): the form starts from it. */
  page: ContentPage | null;
  locale: UiLocale;
  onSaved: (page: ContentPage) => void;
  onCancel: () => void;
  /**
   * Reads the page again and starts a new form from it (after an edit conflict); rejects when the
   * read fails.
   */
  onReload: () => Promise<void>;
}

/** The language a UI locale writes pages in, as the API decides it from Accept-Language. */
const pageLanguageOf = (locale: UiLocale) => locale.slice(0, 2) as ContentPage['language'];

/**
 * The administrator's form of a content page (spec 000 §2 "Other"): title, HTML content and script,
 * written in the language of the UI (the API's PUT takes the caller's language), with the version
 * read. The server's field errors stand beside their fields, any other failure above the buttons; a
 * save refused because someone else saved the page meanwhile (409 edit conflict) says who and when
 * and keeps what was typed until "Načíst znovu" reads the page again.
 */
export function HelpEditor({ code, page, locale, onSaved, onCancel, onReload }: HelpEditorProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const language = pageLanguageOf(locale);
  // The version the form was read at (0: the language has no page of its own yet).
  const [version] = useState(page?.version ?? 0);
  const [conflict, setConflict] = useState<unknown>(null);
  const [reloading, setReloading] = useState(false);
  const [reloadError, setReloadError] = useState<string | null>(null);

  const form = useApiForm<Values, ContentPageRequest, ContentPage>({
    initialValues: { title: page?.title ?? '', content: page?.content ?? '', script: page?.script ?? '' },
    toRequest: (values) => ({ ...values, version }),
    submit: (request) => {
      setConflict(null);
      setReloadError(null);
      return updateContentPage(code, request);
    },
    onSuccess: (saved) => onSaved(saved),
    // The edit conflict has its own notice; the kit puts any other refusal on the fields or the form.
    onError: (error) => {
      if (!isEditConflict(error)) return undefined;
      setConflict(error);
      return null;
    },
  });

  const languageName = { cs: t`čeština`, en: t`angličtina`, pl: t`polština` }[language];
  // The Czech page is shown while the language has none of its own: saving makes that one.
  const fallback = page !== null && page.language !== language;

  // On success the page starts a new form from the page read again: this one is left behind.
  const reload = async () => {
    setReloading(true);
    setReloadError(null);
    try {
      await onReload();
    } catch (error) {
      setReloadError(errorText(error));
      setReloading(false);
    }
  };

  return (
    <ApiForm form={form} aria-label={t`Úprava nápovědy`}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={t`Upravujete nápovědu v jazyce: ${languageName}.`}
        description={
          fallback
            ? t`Tento jazyk zatím nemá vlastní nápovědu, zobrazuje se česká. Uložením vznikne nápověda pro tento jazyk.`
            : t`Ostatní jazyky se nemění; upravíte je po přepnutí jazyka.`
        }
      />
      <TextField name="title" id="help-title" label={t`Nadpis`} maxLength={PAGE_TITLE_MAX_LENGTH} required />
      <TextField
        name="content"
        id="help-content"
        label={t`Obsah (HTML)`}
        help={t`Skripty, styly, rámy a atributy událostí server při uložení odstraní.`}
        maxLength={PAGE_CONTENT_MAX_LENGTH}
        rows={{ minRows: 14, maxRows: 30 }}
      />
      <TextField
        name="script"
        id="help-script"
        label={t`Skript (JavaScript)`}
        help={t`Spustí se po opuštění režimu úprav, u každého uživatele po načtení stránky.`}
        maxLength={PAGE_SCRIPT_MAX_LENGTH}
        rows={{ minRows: 6, maxRows: 20 }}
      />
      <EditConflictNotice error={conflict} onReload={() => void reload()} reloading={reloading} />
      {reloadError && <Alert type="error" showIcon title={reloadError} style={{ marginBottom: 16 }} />}
      <FormActions submitText={t`Uložit`} onCancel={onCancel} disabled={reloading} />
    </ApiForm>
  );
}
