/** 'Vánoce 2026 – čokolády' → 'vanoce-2026-cokolady' (the shop's addresses are plain ASCII). */
function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
    .replace(/-$/, '');
}

/**
 * A new landing page's address in its shop, as the demo shop's brand pages are: under /znacky/, the
 * page's id first so the address stays unique and never changes when the page is renamed (items that
 * lead to it keep working).
 */
export function landingPageUrl(domainUrl: string, id: number, name: string): string {
  const slug = slugOf(name);
  return `${domainUrl.replace(/\/+$/, '')}/znacky/${id}${slug ? `-${slug}` : ''}`;
}
