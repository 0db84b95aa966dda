/** Old Czech-language paths (spec: route table) and their English segments. */
const SEGMENTS: Record<string, string> = {
  kampane: 'campaigns',
  nastroje: 'tools',
  aktivity: 'activities',
  dostupnost: 'availabilities',
  dostupnosti: 'availabilities',
  nastaveni: 'settings',
  uzivatele: 'users',
  sablony: 'templates',
  kategorie: 'categories',
  'typy-landing-pages': 'landing-page-types',
  ostatni: 'others',
  polozky: 'items',
  upravit: 'edit',
  kreativa: 'creative',
  napoveda: 'help',
  prehledy: 'dashboards',
  dodavatele: 'vendors',
  prihlaseni: 'login',
  'zapomenute-heslo': 'forgot-password',
};

export const CZECH_ROOTS = [
  'kampane',
  'nastroje',
  'aktivity',
  'dostupnost',
  'dostupnosti',
  'nastaveni',
  'napoveda',
  'prehledy',
  'dodavatele',
  'prihlaseni',
  'zapomenute-heslo',
];

/** /kampane/12/polozky/3/upravit?x=1 → /campaigns/12/items/3/edit?x=1 */
export function englishPath(url: URL): string {
  const path = url.pathname
    .split('/')
    .map((segment) => SEGMENTS[segment] ?? segment)
    .join('/');
  return path + url.search;
}
