import { useLingui } from '@lingui/react/macro';
import { isApiError, isEditConflict, type UiLocale } from '@portal/shared-contracts/core';
import {
  PAGE_CONTENT_MAX_LENGTH,
  PAGE_SCRIPT_MAX_LENGTH,
  PAGE_TITLE_MAX_LENGTH,
  updateContentPage,
  type ContentPage,
  type ContentPageRequest,
} from '@portal/shared-contracts/settings';
import { Alert, Button, EditConflictNotice, Flex, Input, Typography } from '@portal/shared-ui/components';
import { useState, type FormEvent, type ReactNode } from 'react';

type FieldName = Exclude<keyof ContentPageRequest, 'version'>;

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
  const language = pageLanguageOf(locale);
  const [values, setValues] = useState<Record<FieldName, string>>({
    title: page?.title ?? '',
    content: page?.content ?? '',
    script: page?.script ?? '',
  });
  // The version the form was read at (0: the language has no page of its own yet).
  const [version] = useState(page?.version ?? 0);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState<unknown>(null);
  const [reloading, setReloading] = useState(false);

  const languageName = { cs: t`čeština`, en: t`angličtina`, pl: t`polština` }[language];
  // The Czech page is shown while the language has none of its own: saving makes that one.
  const fallback = page !== null && page.language !== language;

  const change = (field: FieldName) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setMessage(null);
    setConflict(null);
    setFieldErrors({});
    try {
      onSaved(await updateContentPage(code, { ...values, version }));
    } catch (error) {
      if (isEditConflict(error)) {
        setConflict(error);
        return;
      }
      const fields = isApiError(error) ? (error.body.fieldErrors ?? {}) : {};
      const beside: Partial<Record<FieldName, string>> = {};
      const elsewhere: string[] = [];
      for (const [field, texts] of Object.entries(fields)) {
        if (field === 'title' || field === 'content' || field === 'script') beside[field] = texts.join(' ');
        else elsewhere.push(...texts);
      }
      setFieldErrors(beside);
      if (Object.keys(beside).length === 0 || elsewhere.length > 0) {
        setMessage(
          elsewhere.join(' ') || (isApiError(error) && error.body.message) || t`Nastala neočekávaná chyba`,
        );
      }
    } finally {
      setSaving(false);
    }
  };

  // On success the page starts a new form from the page read again: this one is left behind.
  const reload = async () => {
    setReloading(true);
    setMessage(null);
    try {
      await onReload();
    } catch (error) {
      setMessage((isApiError(error) && error.body.message) || t`Nastala neočekávaná chyba`);
      setReloading(false);
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} aria-label={t`Úprava nápovědy`} noValidate>
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
      <EditorField id="help-title" label={t`Nadpis`} error={fieldErrors.title} required>
        <Input
          id="help-title"
          value={values.title}
          onChange={change('title')}
          maxLength={PAGE_TITLE_MAX_LENGTH}
          {...fieldAria('help-title', fieldErrors.title)}
        />
      </EditorField>
      <EditorField
        id="help-content"
        label={t`Obsah (HTML)`}
        help={t`Skripty, styly, rámy a atributy událostí server při uložení odstraní.`}
        error={fieldErrors.content}
      >
        <Input.TextArea
          id="help-content"
          value={values.content}
          onChange={change('content')}
          maxLength={PAGE_CONTENT_MAX_LENGTH}
          rows={14}
          style={{ fontFamily: 'monospace' }}
          {...fieldAria('help-content', fieldErrors.content, true)}
        />
      </EditorField>
      <EditorField
        id="help-script"
        label={t`Skript (JavaScript)`}
        help={t`Spustí se po opuštění režimu úprav, u každého uživatele po načtení stránky.`}
        error={fieldErrors.script}
      >
        <Input.TextArea
          id="help-script"
          value={values.script}
          onChange={change('script')}
          maxLength={PAGE_SCRIPT_MAX_LENGTH}
          rows={6}
          style={{ fontFamily: 'monospace' }}
          {...fieldAria('help-script', fieldErrors.script, true)}
        />
      </EditorField>
      <EditConflictNotice error={conflict} onReload={() => void reload()} reloading={reloading} />
      {message && <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} />}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={saving} disabled={reloading}>
          {t`Uložit`}
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          {t`Zrušit`}
        </Button>
      </Flex>
    </form>
  );
}

function fieldAria(id: string, error: string | undefined, withHelp = false) {
  const describedBy = [withHelp ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean);
  return {
    status: error ? ('error' as const) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.join(' ') || undefined,
  };
}

interface EditorFieldProps {
  id: string;
  label: ReactNode;
  help?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** Label, help, control and error, as the remotes' Field lays them out. */
function EditorField({ id, label, help, error, required, children }: EditorFieldProps) {
  return (
    <div style={{ marginBottom: 20 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4, fontWeight: 500 }}>
        {label}
        {required && (
          <span aria-hidden="true" style={{ color: '#ff4d4f', marginLeft: 4 }}>
            *
          </span>
        )}
      </label>
      {help && (
        <Typography.Text type="secondary" id={`${id}-help`} style={{ display: 'block', marginBottom: 4 }}>
          {help}
        </Typography.Text>
      )}
      {children}
      {error && (
        <div id={`${id}-error`} role="alert" style={{ color: '#ff4d4f', marginTop: 4 }}>
          {error}
        </div>
      )}
    </div>
  );
}
