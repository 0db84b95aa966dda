import { useLingui } from '@lingui/react/macro';
import type { NativeType, RateType } from '@portal/shared-contracts/catalogue';

/** How the screens name a product's rate type and native type. */
export function useProductLabels() {
  const { t } = useLingui();
  const rateType = (type: RateType): string => {
    switch (type) {
      case 'FLAT_RATE':
        return t`Flat Rate`;
      // The ad server's terms, the same in every language.
      case 'CPM':
        return 'CPM';
      case 'CPC':
        return 'CPC';
    }
  };
  const nativeType = (type: NativeType): string => {
    switch (type) {
      case 'topInCategory':
        return t`Na začátku kategorie`;
      case 'topInSearch':
        return t`Na začátku výsledků vyhledávání`;
      case 'topInAllSecondCategory':
        return t`Na začátku všech kategorií druhé úrovně`;
      case 'matchingProvidedProducts':
        return t`U odpovídajících zadaných produktů`;
      case 'other':
        return t`Jiné umístění`;
      case 'none':
        return t`Žádný`;
    }
  };
  return { rateType, nativeType };
}
