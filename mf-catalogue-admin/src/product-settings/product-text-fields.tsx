import { useLingui } from '@lingui/react/macro';
import { PRODUCT_DESCRIPTION_MAX_LENGTH, PRODUCT_TITLE_MAX_LENGTH } from '@portal/shared-contracts/catalogue';
import { LanguageTabs, type TextLanguage } from '../common/language-tabs';
import { TextField } from '../common/text-field';
import { translationField } from '../common/text-translations';
import type { ProductField } from './product-values';
import type { ProductSettingsForm } from './use-product-settings-form';

const id = (field: ProductField) => `product-${field.replaceAll('.', '-')}`;
const DESCRIPTION_ROWS = { minRows: 3, maxRows: 10 };

/**
 * The storefront title and description in a tab per language: Czech (the title required), English
 * and Polish (optional; empty: buyers see the Czech text).
 */
export function ProductTextFields({ form }: { form: ProductSettingsForm }) {
  const { errors } = form;
  const hasError = (language: TextLanguage) =>
    language === 'cs'
      ? Boolean(errors.title || errors.description)
      : Boolean(
          errors[translationField(language, 'title')] || errors[translationField(language, 'description')],
        );
  return (
    <LanguageTabs hasError={hasError}>
      {(language) =>
        language === 'cs' ? <CzechFields form={form} /> : <TranslatedFields form={form} lang={language} />
      }
    </LanguageTabs>
  );
}

function CzechFields({ form }: { form: ProductSettingsForm }) {
  const { t } = useLingui();
  const { values, errors, set, touch } = form;
  return (
    <>
      <TextField
        id={id('title')}
        label={t`Název ve storefrontu`}
        lang="cs"
        required
        value={values.title}
        maxLength={PRODUCT_TITLE_MAX_LENGTH}
        error={errors.title}
        onChange={(value) => set('title', value)}
        onBlur={() => touch('title')}
      />
      <TextField
        id={id('description')}
        label={t`Popis`}
        lang="cs"
        rows={DESCRIPTION_ROWS}
        value={values.description}
        maxLength={PRODUCT_DESCRIPTION_MAX_LENGTH}
        error={errors.description}
        onChange={(value) => set('description', value)}
      />
    </>
  );
}

function TranslatedFields({ form, lang }: { form: ProductSettingsForm; lang: 'en' | 'pl' }) {
  const { t } = useLingui();
  const { values, errors, setTranslation, touch } = form;
  const language = lang === 'en' ? t`angličtina` : t`polština`;
  const title = translationField(lang, 'title');
  const description = translationField(lang, 'description');
  return (
    <>
      <TextField
        id={id(title)}
        label={t`Název ve storefrontu (${language})`}
        lang={lang}
        value={values.translations[lang].title}
        maxLength={PRODUCT_TITLE_MAX_LENGTH}
        error={errors[title]}
        onChange={(value) => setTranslation(lang, 'title', value)}
        onBlur={() => touch(title)}
      />
      <TextField
        id={id(description)}
        label={t`Popis (${language})`}
        lang={lang}
        rows={DESCRIPTION_ROWS}
        value={values.translations[lang].description}
        maxLength={PRODUCT_DESCRIPTION_MAX_LENGTH}
        error={errors[description]}
        onChange={(value) => setTranslation(lang, 'description', value)}
      />
    </>
  );
}
