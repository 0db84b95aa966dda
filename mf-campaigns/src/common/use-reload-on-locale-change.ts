import { useLocale } from '@portal/shared-ui';
import { useEffect, useRef } from 'react';

/**
 * Reads an answer again when the user switches the language: the API names products and their
 * targeting in the caller's language, and the answer on screen was read in the previous one.
 */
export function useReloadOnLocaleChange(reload: () => unknown) {
  const locale = useLocale();
  const readIn = useRef(locale);
  useEffect(() => {
    if (readIn.current === locale) return;
    readIn.current = locale;
    void reload();
  }, [locale, reload]);
}
