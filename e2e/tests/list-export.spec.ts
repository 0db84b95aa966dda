import fs from 'node:fs';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { REPO_ROOT } from '../support/portal.js';
import { ACCOUNTS, dataRows, expect, login, test } from './fixtures';

// The CSV export of the campaign list (GET /api/campaigns/export.csv through the "Exportovat CSV"
// link): the file holds the rows of the list's current filter, in its order, from every page. Read
// only: nothing here changes the shared demo data (api/src/demo/seed/seed-campaigns.ts).

const BOM = '\ufeff';
/** The retailer's columns, in Czech (the UI's locale), before the performance columns (when shown). */
const HEADER = [
  'ID',
  'Název',
  'Společnost',
  'Kontakt',
  'Obchodník',
  'Stav',
  'Od',
  'Do',
  'Počet položek',
  'Cena celkem',
];
const PERFORMANCE_HEADER = ['Zobrazení', 'Prokliky'];
/** The demo campaigns whose names hold "Vánoční". */
const CHRISTMAS = [
  'Vánoční kampaň 2026 – čokolády',
  'Vánoční pečení 2026 – mouka a cukr',
  'Vánoční punč 2026',
  'Vánoční dárkové balíčky 2026',
];

/** Splits CSV text (RFC 4180: quoted fields, doubled quotes, CRLF lines) into rows of fields. */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      rows.push([...row, field.replace(/\r$/, '')]);
      row = [];
      field = '';
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

interface ListedCampaign {
  name: string;
  company: string;
  state: string;
  from: string;
  to: string;
  /** Whole crowns, without grouping or currency. */
  price: string;
}

/** Waits until the list shows no loading spinner, and `count` rows when given. */
async function settled(page: Page, count?: number): Promise<void> {
  await expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
  if (count !== undefined) await expect(dataRows(page)).toHaveCount(count);
}

/** Runs `action`, which makes the list ask the server again, and answers the count the server reported. */
async function reloadsList(page: Page, action: () => Promise<unknown>): Promise<number> {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/campaigns/filter'));
  await action();
  const { total } = (await (await answered).json()) as { total: number };
  await settled(page);
  return total;
}

/** The retailer's row cells: name (with the item count), company (with the contact), sales person, state, from, to, price. */
async function pageRows(page: Page): Promise<ListedCampaign[]> {
  // Read in one step in the page: cell by cell through the protocol takes seconds per page.
  return dataRows(page).evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll<HTMLElement>(':scope > td')];
      const text = (index: number) => cells[index]!.innerText.trim();
      // The list writes a missing date as a dash, the file leaves the field empty.
      const date = (index: number) => text(index).replace(/^–$/, '');
      return {
        name: cells[0]!.querySelector<HTMLElement>('strong')!.innerText,
        company: cells[1]!.querySelector<HTMLElement>('span')!.innerText,
        state: text(3),
        from: date(4),
        to: date(5),
        price: text(6).replace(/\D/g, ''),
      };
    }),
  );
}

/** Every row of the filtered list, page by page (the pager's "next page" until it is disabled). */
async function allListedRows(page: Page): Promise<ListedCampaign[]> {
  const listed = await pageRows(page);
  const next = page.getByRole('button', { name: 'Další stránka' });
  while ((await next.count()) > 0 && (await next.isEnabled())) {
    await reloadsList(page, () => next.click());
    listed.push(...(await pageRows(page)));
  }
  return listed;
}

/** Clicks "Exportovat CSV" and answers the saved file's text and name. */
async function exportCsv(page: Page): Promise<{ text: string; fileName: string }> {
  const downloaded: Promise<Download> = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportovat CSV' }).click();
  const download = await downloaded;
  expect(await download.failure()).toBeNull();
  const text = fs.readFileSync((await download.path())!, 'utf8');
  return { text, fileName: download.suggestedFilename() };
}

/** The CSV's header and rows (as ListedCampaign, keyed by the header), after checking the BOM and header. */
function readExport(text: string): { header: string[]; rows: ListedCampaign[] } {
  expect(text.startsWith(BOM)).toBe(true);
  // Czech: Excel's list separator is the semicolon where the decimal separator is the comma.
  const [header, ...lines] = parseCsv(text.slice(BOM.length), ';');
  expect(header!.slice(0, HEADER.length)).toEqual(HEADER);
  expect(PERFORMANCE_HEADER).toEqual(expect.arrayContaining(header!.slice(HEADER.length)));
  const column = (name: string) => header!.indexOf(name);
  return {
    header: header!,
    rows: lines.map((fields) => ({
      name: fields[column('Název')]!,
      company: fields[column('Společnost')]!,
      state: fields[column('Stav')]!,
      from: fields[column('Od')]!,
      to: fields[column('Do')]!,
      price: fields[column('Cena celkem')]!,
    })),
  };
}

test.describe('list export', () => {
  test('a retailer exports the filtered, sorted campaign list as CSV with Czech characters intact', async ({
    page,
  }) => {
    // Room for a second round of the comparison below.
    test.setTimeout(120_000);
    await login(page, ACCOUNTS.retailer);
    await settled(page, 10);
    const exportLink = page.getByRole('link', { name: 'Exportovat CSV' });
    await expect(exportLink).toBeVisible();
    await expect(exportLink).toHaveAttribute('download', '');
    await expect(exportLink).toHaveAccessibleDescription(/všechny kampaně odpovídající filtru/);

    await reloadsList(page, () => page.getByRole('textbox', { name: 'Hledat' }).fill('Vánoční'));
    await reloadsList(page, () => page.getByRole('columnheader', { name: 'Název', exact: true }).click());
    await expect(page).toHaveURL(/sort=name%3AASC|sort=name:ASC/);
    const href = await exportLink.getAttribute('href');
    expect(href).toMatch(/^\/api\/campaigns\/export\.csv\?/);
    expect(Object.fromEntries(new URL(href!, page.url()).searchParams)).toEqual({
      search: 'Vánoční',
      order: 'name',
      direction: 'ASC',
      locale: 'cs-CZ',
    });
    await page.screenshot({ path: path.join(REPO_ROOT, 'e2e', 'test-results', 'list-export.png') });

    // Another test may add a campaign the search matches ("… vánoční svět") between reading the list
    // and the export: then both are read again.
    await expect(async () => {
      const total = await reloadsList(page, () => page.reload());
      const listed = await allListedRows(page);
      expect(listed).toHaveLength(total);
      const { text, fileName } = await exportCsv(page);
      expect(fileName).toMatch(/^campaigns-\d{4}-\d{2}-\d{2}\.csv$/);
      const { rows } = readExport(text);
      expect(rows).toEqual(listed);
      expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(CHRISTMAS));
      // Czech letters as they were: no mojibake ("VĂˇnoÄŤnĂ­") and the en dash kept.
      expect(text).toContain('Vánoční kampaň 2026 – čokolády');
      expect(text).not.toMatch(/Ă|Ä|\uFFFD/);
    }).toPass({ timeout: 45_000 });
  });

  test('the export holds every page of the filter, not only the page shown', async ({ page }) => {
    await login(page, ACCOUNTS.retailer);
    await settled(page, 10);
    // A year: about thirty demo campaigns, three pages of ten.
    const total = await reloadsList(page, () => page.getByRole('textbox', { name: 'Hledat' }).fill('2026'));
    expect(total).toBeGreaterThan(10);
    await reloadsList(page, () => page.getByRole('columnheader', { name: 'Od', exact: true }).click());
    await reloadsList(page, () => page.getByRole('columnheader', { name: 'Od', exact: true }).click());
    await expect(page).toHaveURL(/sort=startDate%3ADESC|sort=startDate:DESC/);
    await expect(dataRows(page)).toHaveCount(10);
    const pages = Math.ceil(total / 10);
    await expect(page.getByRole('button', { name: `Stránka ${pages}` })).toBeVisible();

    const listed = await allListedRows(page);
    expect(listed).toHaveLength(total);
    const { rows } = readExport((await exportCsv(page)).text);
    expect(rows).toEqual(listed);
    for (const row of rows) expect(`${row.name} ${row.company}`).toContain('2026');
  });

  test('the activities list exports its filtered activities too', async ({ page }) => {
    await login(page, ACCOUNTS.retailer);
    const listed = page.waitForResponse((response) => response.url().endsWith('/api/campaign-items/filter'));
    await page.goto('/activities');
    await listed;
    await settled(page);
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/api/campaign-items/filter'),
    );
    await page.getByRole('textbox', { name: 'Hledat' }).fill('Vánoční punč');
    const { total } = (await (await answered).json()) as { total: number };
    await settled(page, total);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(10);
    const names = await dataRows(page).locator('td:first-child strong').allInnerTexts();

    const { text } = await exportCsv(page);
    expect(text.startsWith(BOM)).toBe(true);
    const [header, ...lines] = parseCsv(text.slice(BOM.length), ';');
    expect(header!.slice(0, 8)).toEqual([
      'ID',
      'Aktivita',
      'Produkt',
      'Propagovaný produkt',
      'SKU',
      'Společnost',
      'ID kampaně',
      'Kampaň',
    ]);
    expect(lines.map((fields) => fields[1])).toEqual(names);
    for (const fields of lines) expect(fields[7]).toBe('Vánoční punč 2026');
  });
});
