import {
  translated,
  type ProductVariableValue,
  type VariableValueTranslations,
} from '@portal/shared-contracts';

/** A targeting variable value with its name and value in the caller's language (Czech where none). */
export function localizedVariableValue(
  value: ProductVariableValue,
  translations: VariableValueTranslations | null | undefined,
  language: string,
): ProductVariableValue {
  return {
    ...value,
    name: translated(value.name, translations, language, 'name') ?? value.name,
    value: translated(value.value, translations, language, 'value') ?? value.value,
  };
}
