import { useLingui } from '@lingui/react/macro';
import { formatDate, formatMoney, formatNumber, useLocale } from '@portal/shared-ui';
import { useCallback } from 'react';
import type { OrderIssue } from './date-rules';

/**
 * The message of each rule of the order form (document 2 §5, issue codes of checkItemOrder in
 * shared-contracts, and the form's own of the dates in date-rules), in the user's language, with dates
 * in d.m.Y and prices in CZK.
 */
export function useIssueMessage(): (issue: OrderIssue) => string {
  const { t } = useLingui();
  const locale = useLocale();
  return useCallback(
    (issue: OrderIssue) => {
      const params: Record<string, string | number> | undefined = issue.params;
      const param = (name: string) => params?.[name];
      const date = formatDate(String(param('date') ?? ''));
      const money = (name: string) => formatMoney(Number(param(name) ?? 0), locale);
      switch (issue.code) {
        case 'start_date_required':
          return t`Vyplňte datum začátku.`;
        case 'end_date_required':
          return t`Vyplňte datum konce.`;
        case 'start_date_not_monday':
          return t`Začátek musí být v pondělí.`;
        case 'end_date_not_whole_weeks':
          return t`Objednává se po celých týdnech: konec musí být den před dnem v týdnu začátku, například ${date}.`;
        case 'start_date_too_early':
          return t`Nejdříve lze začít ${date}.`;
        case 'end_before_start':
          return t`Konec nesmí být před začátkem.`;
        case 'end_date_too_early':
          return t`Nejdříve lze skončit ${date}.`;
        case 'end_date_not_sunday':
          return t`Konec musí být v neděli.`;
        case 'week_taken':
          return t`Týden od ${date} je už obsazený.`;
        case 'date_unreadable':
          return t`Zadejte datum ve tvaru d.m.rrrr.`;
        case 'variable_value_required':
          return t`Vyberte hodnotu.`;
        case 'variable_value_single':
          return t`Vyberte jen jednu hodnotu.`;
        case 'variable_value_unknown':
          return t`Vybraná hodnota u produktu není.`;
        case 'custom_price_not_allowed':
          return t`Vlastní cenu lze zadat jen u aukčního produktu.`;
        case 'custom_price_too_low': {
          const price = money('price');
          return t`Vlastní cena musí být alespoň ${price}.`;
        }
        case 'ordered_amount_required':
          return t`Vyplňte objednané množství.`;
        case 'ordered_amount_limit': {
          const limit = formatNumber(Number(param('limit') ?? 0), locale);
          return t`Hodnota překračuje maximální povolený limit, nesmí přesáhnout ${limit}.`;
        }
        case 'keywords_empty':
          return t`Zadejte alespoň jedno klíčové slovo.`;
        case 'keyword_too_long': {
          const max = Number(param('max') ?? 0);
          return t`Klíčové slovo může mít nejvýše ${max} znaků.`;
        }
        case 'keywords_not_allowed':
          return t`Tento produkt klíčová slova nepoužívá.`;
        case 'target_url_invalid':
          return t`URL není platná.`;
        case 'target_url_domain': {
          const domain = String(param('domain') ?? '');
          return t`Doména není povolená: URL musí začínat ${domain}.`;
        }
        case 'target_ambiguous':
          return t`Vyberte jen jeden cíl: vlastní URL, produkt, nebo landing page.`;
        case 'total_below_min_amount': {
          const minAmount = money('minAmount');
          return t`Celková cena musí být alespoň ${minAmount}.`;
        }
        case 'total_too_high':
          return t`Celková cena je příliš vysoká.`;
      }
    },
    [t, locale],
  );
}
