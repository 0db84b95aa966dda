import {
  updateLibraryImage,
  UpdateImageRequestSchema,
  type LibraryImage,
  type UpdateImageRequest,
} from '@portal/shared-contracts/catalogue';
import { useApiForm } from '@portal/shared-ui/form';
import { useState } from 'react';
import { requestPaths } from '../common/request-paths';

/** The image's languages with the locale tag the API names them by (spec 001 §7). */
export const IMAGE_LOCALES = ['cs-CZ', 'en-GB', 'pl-PL'] as const;
export type ImageLocale = (typeof IMAGE_LOCALES)[number];
export type TextKey = 'name' | 'description';
export type TextValues = Record<ImageLocale, Record<TextKey, string>>;

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
 * translation go beside its field, any other failure above the buttons.
 */
export function useImageTextsForm(image: LibraryImage, onSaved: (saved: LibraryImage) => void) {
  // The request leaves out the languages left empty, so its entry n is not always the form's
  // language n: each request made notes where its entries came from.
  const [sent] = useState(requestPaths);
  const toRequest = (values: TextValues): UpdateImageRequest => {
    // A field emptied by the user holds no value at all in final-form.
    const textsOf = (localeTag: ImageLocale) => ({
      name: values[localeTag]?.name ?? '',
      description: values[localeTag]?.description ?? '',
    });
    const filled = IMAGE_LOCALES.filter(
      (localeTag) => textsOf(localeTag).name.trim() || textsOf(localeTag).description.trim(),
    );
    sent.note(Object.fromEntries(filled.map((localeTag, index) => [`translations.${index}`, localeTag])));
    return {
      id: image.id,
      translations: filled.map((localeTag) => ({ localeTag, ...textsOf(localeTag) })),
    };
  };
  return useApiForm<TextValues, UpdateImageRequest, LibraryImage>({
    initialValues: valuesOf(image),
    schema: UpdateImageRequestSchema,
    toRequest,
    paths: sent.paths,
    submit: (request) => updateLibraryImage(request),
    onSuccess: (saved) => onSaved(saved),
    // A dialog: closing it is the way out.
    guardLeave: false,
  });
}
