import { useLingui } from '@lingui/react/macro';
import { PRODUCT_DESCRIPTION_MAX_LENGTH, PRODUCT_TITLE_MAX_LENGTH } from '@portal/shared-contracts/catalogue';
import { Input } from '@portal/shared-ui/components';
import { Field, fieldAria } from '../common/field';
import { LanguageTabs, type TextLanguage } from '../common/language-tabs';
import { translationField } from '../common/text-translations';
import type { ProductField } from './product-values';
import type { ProductSettingsForm } from './use-product-settings-form';

const id = (field: ProductField) => `product-${field.replaceAll('.', '-')}`;

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
      <Field id={id('title')} label={t`Název ve storefrontu`} required error={errors.title}>
        <Input
          id={id('title')}
          lang="cs"
          value={values.title}
          maxLength={PRODUCT_TITLE_MAX_LENGTH}
          showCount
          autoComplete="off"
          aria-required
          onChange={(event) => set('title', event.target.value)}
          onBlur={() => touch('title')}
          {...fieldAria(id('title'), { error: errors.title })}
        />
      </Field>
      <Field id={id('description')} label={t`Popis`} error={errors.description}>
        <Input.TextArea
          id={id('description')}
          lang="cs"
          value={values.description}
          maxLength={PRODUCT_DESCRIPTION_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 3, maxRows: 10 }}
          onChange={(event) => set('description', event.target.value)}
          {...fieldAria(id('description'), { error: errors.description })}
        />
      </Field>
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
      <Field id={id(title)} label={t`Název ve storefrontu (${language})`} error={errors[title]}>
        <Input
          id={id(title)}
          // The text is in that language (spelling, a screen reader's voice); the label is not.
          lang={lang}
          value={values.translations[lang].title}
          maxLength={PRODUCT_TITLE_MAX_LENGTH}
          showCount
          autoComplete="off"
          onChange={(event) => setTranslation(lang, 'title', event.target.value)}
          onBlur={() => touch(title)}
          {...fieldAria(id(title), { error: errors[title] })}
        />
      </Field>
      <Field id={id(description)} label={t`Popis (${language})`} error={errors[description]}>
        <Input.TextArea
          id={id(description)}
          lang={lang}
          value={values.translations[lang].description}
          maxLength={PRODUCT_DESCRIPTION_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 3, maxRows: 10 }}
          onChange={(event) => setTranslation(lang, 'description', event.target.value)}
          {...fieldAria(id(description), { error: errors[description] })}
        />
      </Field>
    </>
  );
}
