import { useLingui } from '@lingui/react/macro';
import { CATEGORY_TEXT_MAX_LENGTH, CATEGORY_TITLE_MAX_LENGTH } from '@portal/shared-contracts/catalogue';
import { TextField } from '@portal/shared-ui/form';
import { FormLanguageTabs } from '../common/form-language-tabs';
import type { TextLanguage } from '../common/language-tabs';
import { translationField } from '../common/text-translations';
import { TRANSLATED_KEYS } from './use-category-form';

const id = (field: string) => `category-${field.replaceAll('.', '-')}`;
const SHORT_ROWS = { minRows: 2, maxRows: 4 };
const DESCRIPTION_ROWS = { minRows: 3, maxRows: 8 };

/** A language's fields in the form. */
const fieldsOf = (language: TextLanguage) =>
  TRANSLATED_KEYS.map((key) => (language === 'cs' ? key : translationField(language, key)));

/**
 * The category's title, short description and description in a tab per language: Czech (the title
 * required), English and Polish (optional; empty: buyers see the Czech text).
 */
export function CategoryTextFields() {
  return (
    <FormLanguageTabs fields={fieldsOf}>
      {(language) => (language === 'cs' ? <CzechFields /> : <TranslatedFields lang={language} />)}
    </FormLanguageTabs>
  );
}

function CzechFields() {
  const { t } = useLingui();
  return (
    <>
      <TextField
        name="title"
        id={id('title')}
        label={t`Název`}
        lang="cs"
        required
        showCount
        maxLength={CATEGORY_TITLE_MAX_LENGTH}
      />
      <TextField
        name="shortDescription"
        id={id('shortDescription')}
        label={t`Krátký popis`}
        lang="cs"
        rows={SHORT_ROWS}
        showCount
        maxLength={CATEGORY_TEXT_MAX_LENGTH}
      />
      <TextField
        name="description"
        id={id('description')}
        label={t`Popis`}
        lang="cs"
        rows={DESCRIPTION_ROWS}
        showCount
        maxLength={CATEGORY_TEXT_MAX_LENGTH}
      />
    </>
  );
}

function TranslatedFields({ lang }: { lang: 'en' | 'pl' }) {
  const { t } = useLingui();
  const language = lang === 'en' ? t`angličtina` : t`polština`;
  const title = translationField(lang, 'title');
  const shortDescription = translationField(lang, 'shortDescription');
  const description = translationField(lang, 'description');
  return (
    <>
      <TextField
        name={title}
        id={id(title)}
        label={t`Název (${language})`}
        lang={lang}
        showCount
        maxLength={CATEGORY_TITLE_MAX_LENGTH}
      />
      <TextField
        name={shortDescription}
        id={id(shortDescription)}
        label={t`Krátký popis (${language})`}
        lang={lang}
        rows={SHORT_ROWS}
        showCount
        maxLength={CATEGORY_TEXT_MAX_LENGTH}
      />
      <TextField
        name={description}
        id={id(description)}
        label={t`Popis (${language})`}
        lang={lang}
        rows={DESCRIPTION_ROWS}
        showCount
        maxLength={CATEGORY_TEXT_MAX_LENGTH}
      />
    </>
  );
}
