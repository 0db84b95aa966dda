import { useField, useFormState, useShowIssues } from '@portal/shared-ui/form';
import type { ReactNode } from 'react';
import { LanguageTabs, TEXT_LANGUAGES, type TextLanguage } from './language-tabs';

/** A value at a dotted path ('translations.en.title') of the form's errors or flags. */
const at = (record: object | undefined, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);

/** Keeps a field known to the form while its tab is not shown. */
function Registered({ name }: { name: string }) {
  useField(name, { subscription: {} });
  return null;
}

interface FormLanguageTabsProps {
  /** The names of a language's fields in the form. */
  fields: (language: TextLanguage) => string[];
  /** The fields of a language (only the shown tab's are rendered). */
  children: (language: TextLanguage) => ReactNode;
}

/**
 * LanguageTabs in a form of the kit. Every language's fields stay registered while their tab is
 * hidden, so a server's message for a hidden one lands on it (and its tab opens) rather than on the
 * form; a tab is marked when one of its fields shows a message, as the field would show it.
 */
export function FormLanguageTabs({ fields, children }: FormLanguageTabsProps) {
  const showIssues = useShowIssues();
  const state = useFormState({
    subscription: {
      errors: true,
      submitErrors: true,
      touched: true,
      modified: true,
      submitFailed: true,
      dirtyFieldsSinceLastSubmit: true,
    },
  });
  const shows = (name: string) => {
    const due =
      state.submitFailed ||
      showIssues === 'always' ||
      state.touched?.[name] ||
      (showIssues === 'whenChanged' && state.modified?.[name]);
    const own = due ? at(state.errors, name) : undefined;
    const server = state.dirtyFieldsSinceLastSubmit?.[name] ? undefined : at(state.submitErrors, name);
    return Boolean(own || server);
  };
  return (
    <>
      {TEXT_LANGUAGES.flatMap(fields).map((name) => (
        <Registered key={name} name={name} />
      ))}
      <LanguageTabs hasError={(language) => fields(language).some(shows)}>{children}</LanguageTabs>
    </>
  );
}
