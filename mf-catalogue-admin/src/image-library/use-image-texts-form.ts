import {
  updateLibraryImage,
  type LibraryImage,
  type UpdateImageRequest,
} from '@portal/shared-contracts/catalogue';
import { isApiError } from '@portal/shared-contracts/core';
import { useErrorText } from '@portal/shared-ui';
import { useState, type FormEvent } from 'react';

/** The image's languages with the locale tag the API names them by (spec 001 §7). */
export const IMAGE_LOCALES = ['cs-CZ', 'en-GB', 'pl-PL'] as const;
export type ImageLocale = (typeof IMAGE_LOCALES)[number];
export type TextKey = 'name' | 'description';
export type TextValues = Record<ImageLocale, Record<TextKey, string>>;
/** Errors by `${localeTag}.${key}`. */
export type TextErrors = Partial<Record<`${ImageLocale}.${TextKey}`, string>>;

const valuesOf = (image: LibraryImage): TextValues => {
  const of = (localeTag: ImageLocale) => {
    const entry = image.translations.find((translation) => translation.localeTag === localeTag);
    return { name: entry?.name ?? '', description: entry?.description ?? '' };
  };
  return { 'cs-CZ': of('cs-CZ'), 'en-GB': of('en-GB'), 'pl-PL': of('pl-PL') };
};

/**
 * The image's name and description per language (POST /images/update, which replaces them whole).
 * A language left empty has none (the image is then named in Czech, else by its file), so it is
 * left out of the request. The inputs stop at the server's lengths; the server's errors of a
 * translation go beside its field (by the index of the request's entry), any other failure above
 * the buttons.
 */
export function useImageTextsForm(image: LibraryImage, onSaved: (saved: LibraryImage) => void) {
  const errorText = useErrorText();
  const [values, setValues] = useState<TextValues>(() => valuesOf(image));
  const [errors, setErrors] = useState<TextErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const set = (localeTag: ImageLocale, key: TextKey, value: string) => {
    setValues((previous) => ({ ...previous, [localeTag]: { ...previous[localeTag], [key]: value } }));
    setErrors((previous) => ({ ...previous, [`${localeTag}.${key}`]: undefined }));
  };

  const showFailure = (caught: unknown, body: UpdateImageRequest) => {
    const fromServer: TextErrors = {};
    const unplaced: string[] = [];
    const fieldErrors = isApiError(caught) ? (caught.body.fieldErrors ?? {}) : {};
    for (const [path, messages] of Object.entries(fieldErrors)) {
      // 'translations.1.name': the second entry's name.
      const [root, index, key] = path.split('.');
      const localeTag = root === 'translations' ? body.translations[Number(index)]?.localeTag : undefined;
      if (localeTag && (key === 'name' || key === 'description'))
        fromServer[`${localeTag}.${key}`] = messages.join(' ');
      else unplaced.push(...messages);
    }
    setErrors(fromServer);
    const placed = Object.keys(fromServer).length > 0;
    setFailure(unplaced.length > 0 ? unplaced.join(' ') : placed ? null : errorText(caught));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    setErrors({});
    setFailure(null);
    const body: UpdateImageRequest = {
      id: image.id,
      translations: IMAGE_LOCALES.map((localeTag) => ({
        localeTag,
        name: values[localeTag].name.trim(),
        description: values[localeTag].description.trim(),
      })).filter((entry) => entry.name || entry.description),
    };
    setSubmitting(true);
    try {
      onSaved(await updateLibraryImage(body));
    } catch (caught) {
      showFailure(caught, body);
      setSubmitting(false);
    }
  };

  return { values, set, errors, failure, submitting, submit };
}
