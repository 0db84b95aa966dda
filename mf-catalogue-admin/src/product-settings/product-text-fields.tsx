import { useLingui } from '@lingui/react/macro';
import { PRODUCT_DESCRIPTION_MAX_LENGTH, PRODUCT_TITLE_MAX_LENGTH } from '@portal/shared-contracts/catalogue';
import { TextField } from '@portal/shared-ui/form';
import { FormLanguageTabs } from '../common/form-language-tabs';
import type { TextLanguage } from '../common/language-tabs';
import { translationField } from '../common/text-translations';
import { TRANSLATED_KEYS } from './product-values';

const id = (field: string) => `product-${field.replaceAll('.', '-')}`;
const DESCRIPTION_ROWS = { minRows: 3, maxRows: 10 };

/** A language's fields in the form. */
const fieldsOf = (language: TextLanguage) =>
  TRANSLATED_KEYS.map((key) => (language === 'cs' ? key : translationField(language, key)));

/**
 * The storefront title and description in a tab per language: Czech (the title required), English
 * and Polish (optional; empty: buyers see the Czech text).
 */
export function ProductTextFields() {
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
        label={t`Název ve storefrontu`}
        lang="cs"
        required
        showCount
        maxLength={PRODUCT_TITLE_MAX_LENGTH}
      />
      <TextField
        name="description"
        id={id('description')}
        label={t`Popis`}
        lang="cs"
        rows={DESCRIPTION_ROWS}
        showCount
        maxLength={PRODUCT_DESCRIPTION_MAX_LENGTH}
      />
    </>
  );
}

function TranslatedFields({ lang }: { lang: 'en' | 'pl' }) {
  const { t } = useLingui();
  const language = lang === 'en' ? t`angličtina` : t`polština`;
  const title = translationField(lang, 'title');
  const description = translationField(lang, 'description');
  return (
    <>
      <TextField
        name={title}
        id={id(title)}
        label={t`Název ve storefrontu (${language})`}
        lang={lang}
        showCount
        maxLength={PRODUCT_TITLE_MAX_LENGTH}
      />
      <TextField
        name={description}
        id={id(description)}
        label={t`Popis (${language})`}
        lang={lang}
        rows={DESCRIPTION_ROWS}
        showCount
        maxLength={PRODUCT_DESCRIPTION_MAX_LENGTH}
      />
    </>
  );
}
