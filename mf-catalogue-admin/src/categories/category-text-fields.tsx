import { useLingui } from '@lingui/react/macro';
import { CATEGORY_TEXT_MAX_LENGTH, CATEGORY_TITLE_MAX_LENGTH } from '@portal/shared-contracts/catalogue';
import { LanguageTabs, type TextLanguage } from '../common/language-tabs';
import { TextField } from '../common/text-field';
import { translationField } from '../common/text-translations';
import { TRANSLATED_KEYS, type CategoryField, type CategoryFormState } from './use-category-form';

const id = (field: CategoryField) => `category-${field.replaceAll('.', '-')}`;
const SHORT_ROWS = { minRows: 2, maxRows: 4 };
const DESCRIPTION_ROWS = { minRows: 3, maxRows: 8 };

/**
 * The category's title, short description and description in a tab per language: Czech (the title
 * required), English and Polish (optional; empty: buyers see the Czech text).
 */
export function CategoryTextFields({ form }: { form: CategoryFormState }) {
  const { errors } = form;
  const hasError = (language: TextLanguage) =>
    TRANSLATED_KEYS.some((key) => errors[language === 'cs' ? key : translationField(language, key)]);
  return (
    <LanguageTabs hasError={hasError}>
      {(language) =>
        language === 'cs' ? <CzechFields form={form} /> : <TranslatedFields form={form} lang={language} />
      }
    </LanguageTabs>
  );
}

function CzechFields({ form }: { form: CategoryFormState }) {
  const { t } = useLingui();
  const { values, errors, set, touch } = form;
  return (
    <>
      <TextField
        id={id('title')}
        label={t`Název`}
        lang="cs"
        required
        value={values.title}
        maxLength={CATEGORY_TITLE_MAX_LENGTH}
        error={errors.title}
        onChange={(value) => set('title', value)}
        onBlur={() => touch('title')}
      />
      <TextField
        id={id('shortDescription')}
        label={t`Krátký popis`}
        lang="cs"
        rows={SHORT_ROWS}
        value={values.shortDescription}
        maxLength={CATEGORY_TEXT_MAX_LENGTH}
        error={errors.shortDescription}
        onChange={(value) => set('shortDescription', value)}
      />
      <TextField
        id={id('description')}
        label={t`Popis`}
        lang="cs"
        rows={DESCRIPTION_ROWS}
        value={values.description}
        maxLength={CATEGORY_TEXT_MAX_LENGTH}
        error={errors.description}
        onChange={(value) => set('description', value)}
      />
    </>
  );
}

function TranslatedFields({ form, lang }: { form: CategoryFormState; lang: 'en' | 'pl' }) {
  const { t } = useLingui();
  const { values, errors, setTranslation, touch } = form;
  const language = lang === 'en' ? t`angličtina` : t`polština`;
  const texts = values.translations[lang];
  const title = translationField(lang, 'title');
  const shortDescription = translationField(lang, 'shortDescription');
  const description = translationField(lang, 'description');
  return (
    <>
      <TextField
        id={id(title)}
        label={t`Název (${language})`}
        lang={lang}
        value={texts.title}
        maxLength={CATEGORY_TITLE_MAX_LENGTH}
        error={errors[title]}
        onChange={(value) => setTranslation(lang, 'title', value)}
        onBlur={() => touch(title)}
      />
      <TextField
        id={id(shortDescription)}
        label={t`Krátký popis (${language})`}
        lang={lang}
        rows={SHORT_ROWS}
        value={texts.shortDescription}
        maxLength={CATEGORY_TEXT_MAX_LENGTH}
        error={errors[shortDescription]}
        onChange={(value) => setTranslation(lang, 'shortDescription', value)}
      />
      <TextField
        id={id(description)}
        label={t`Popis (${language})`}
        lang={lang}
        rows={DESCRIPTION_ROWS}
        value={texts.description}
        maxLength={CATEGORY_TEXT_MAX_LENGTH}
        error={errors[description]}
        onChange={(value) => setTranslation(lang, 'description', value)}
      />
    </>
  );
}
