import { useLingui } from '@lingui/react/macro';
import { CATEGORY_TEXT_MAX_LENGTH, CATEGORY_TITLE_MAX_LENGTH } from '@portal/shared-contracts/catalogue';
import { Input } from '@portal/shared-ui/components';
import { Field, fieldAria } from '../common/field';
import { LanguageTabs, type TextLanguage } from '../common/language-tabs';
import { translationField } from '../common/text-translations';
import { TRANSLATED_KEYS, type CategoryField, type CategoryFormState } from './use-category-form';

const id = (field: CategoryField) => `category-${field.replaceAll('.', '-')}`;

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
      <Field id={id('title')} label={t`Název`} required error={errors.title}>
        <Input
          id={id('title')}
          lang="cs"
          value={values.title}
          maxLength={CATEGORY_TITLE_MAX_LENGTH}
          showCount
          autoComplete="off"
          aria-required
          onChange={(event) => set('title', event.target.value)}
          onBlur={() => touch('title')}
          {...fieldAria(id('title'), { error: errors.title })}
        />
      </Field>
      <Field id={id('shortDescription')} label={t`Krátký popis`} error={errors.shortDescription}>
        <Input.TextArea
          id={id('shortDescription')}
          lang="cs"
          value={values.shortDescription}
          maxLength={CATEGORY_TEXT_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          onChange={(event) => set('shortDescription', event.target.value)}
          {...fieldAria(id('shortDescription'), { error: errors.shortDescription })}
        />
      </Field>
      <Field id={id('description')} label={t`Popis`} error={errors.description}>
        <Input.TextArea
          id={id('description')}
          lang="cs"
          value={values.description}
          maxLength={CATEGORY_TEXT_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          onChange={(event) => set('description', event.target.value)}
          {...fieldAria(id('description'), { error: errors.description })}
        />
      </Field>
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
      <Field id={id(title)} label={t`Název (${language})`} error={errors[title]}>
        <Input
          id={id(title)}
          // The text is in that language (spelling, a screen reader's voice); the label is not.
          lang={lang}
          value={texts.title}
          maxLength={CATEGORY_TITLE_MAX_LENGTH}
          showCount
          autoComplete="off"
          onChange={(event) => setTranslation(lang, 'title', event.target.value)}
          onBlur={() => touch(title)}
          {...fieldAria(id(title), { error: errors[title] })}
        />
      </Field>
      <Field id={id(shortDescription)} label={t`Krátký popis (${language})`} error={errors[shortDescription]}>
        <Input.TextArea
          id={id(shortDescription)}
          lang={lang}
          value={texts.shortDescription}
          maxLength={CATEGORY_TEXT_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          onChange={(event) => setTranslation(lang, 'shortDescription', event.target.value)}
          {...fieldAria(id(shortDescription), { error: errors[shortDescription] })}
        />
      </Field>
      <Field id={id(description)} label={t`Popis (${language})`} error={errors[description]}>
        <Input.TextArea
          id={id(description)}
          lang={lang}
          value={texts.description}
          maxLength={CATEGORY_TEXT_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          onChange={(event) => setTranslation(lang, 'description', event.target.value)}
          {...fieldAria(id(description), { error: errors[description] })}
        />
      </Field>
    </>
  );
}
