import type { MessageLanguage } from './locale';

/**
 * Header names of the list exports' columns (services/exports). The Czech, English and Polish texts
 * are the list screens' column titles in their catalogues (mf-campaigns), so a column reads in the
 * file as it does on the screen.
 */
// prettier-ignore
const EXPORT_COLUMNS = {
  id: { cs: 'ID', en: 'ID', pl: 'ID' },
  name: { cs: 'Název', en: 'Name', pl: 'Nazwa' },
  company: { cs: 'Společnost', en: 'Company', pl: 'Firma' },
  contact: { cs: 'Kontakt', en: 'Contact', pl: 'Kontakt' },
  salesPerson: { cs: 'Obchodník', en: 'Sales person', pl: 'Handlowiec' },
  state: { cs: 'Stav', en: 'State', pl: 'Stan' },
  startDate: { cs: 'Od', en: 'From', pl: 'Od' },
  endDate: { cs: 'Do', en: 'To', pl: 'Do' },
  itemsCount: { cs: 'Počet položek', en: 'Items', pl: 'Liczba pozycji' },
  totalPrice: { cs: 'Cena celkem', en: 'Total price', pl: 'Cena łącznie' },
  impressions: { cs: 'Zobrazení', en: 'Impressions', pl: 'Wyświetlenia' },
  clicks: { cs: 'Prokliky', en: 'Clicks', pl: 'Kliknięcia' },
  activity: { cs: 'Aktivita', en: 'Activity', pl: 'Aktywność' },
  product: { cs: 'Produkt', en: 'Product', pl: 'Produkt' },
  promotedProduct: { cs: 'Propagovaný produkt', en: 'Promoted product', pl: 'Promowany produkt' },
  sku: { cs: 'SKU', en: 'SKU', pl: 'SKU' },
  campaignId: { cs: 'ID kampaně', en: 'Campaign ID', pl: 'ID kampanii' },
  campaign: { cs: 'Kampaň', en: 'Campaign', pl: 'Kampania' },
  campaignState: { cs: 'Stav kampaně', en: 'Campaign state', pl: 'Stan kampanii' },
  activityState: { cs: 'Stav aktivity', en: 'Activity state', pl: 'Stan aktywności' },
  orderedPrice: { cs: 'Objednaná cena', en: 'Ordered price', pl: 'Zamówiona cena' },
  day: { cs: 'Den', en: 'Day', pl: 'Dzień' },
  ctr: { cs: 'CTR (%)', en: 'CTR (%)', pl: 'CTR (%)' },
  spend: { cs: 'Útrata (Kč)', en: 'Spend (CZK)', pl: 'Wydatki (CZK)' },
} satisfies Record<string, Record<MessageLanguage, string>>;

export type ExportColumn = keyof typeof EXPORT_COLUMNS;

export const exportColumnName = (column: ExportColumn, language: MessageLanguage): string =>
  EXPORT_COLUMNS[column][language];
