import {
  ApiError,
  assignItemCreative,
  createCreative,
  getCampaignItem,
  getCreative,
  getCreativeDraft,
  getCreativesSettings,
  getProduct,
  searchCreatives,
  searchTargetProducts,
  uploadCampaignItemCreativeZip,
  uploadFieldFile,
  type UserInfo,
} from '@portal/shared-contracts';
import { LocationProbe, renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import CreativePage from './creative-page';
import { creative, creativeFile, draft, FILLED, itemDetail, NATIVE_FIELDS } from './creative-fixtures';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.CREATIVE_CALLS);
});

const PAGE = '/campaigns/:campaignId/items/:campaignItemId/creative';
const BASE = '/campaigns/501/items/77/creative';

async function renderPage(who: Partial<UserInfo> = USERS.vendor, path = BASE) {
  return renderWithPortal(
    [
      {
        path: PAGE,
        element: (
          <>
            <CreativePage />
            <LocationProbe />
          </>
        ),
      },
    ],
    path,
    who,
  );
}

const location = () => screen.getByTestId('location').textContent;
let user = setupUser();

beforeEach(() => {
  user = setupUser();
  jest.resetAllMocks();
  jest.mocked(getCreativesSettings).mockResolvedValue({ zipUploadEnabled: true });
  jest.mocked(searchCreatives).mockResolvedValue([]);
  jest.mocked(getCreativeDraft).mockResolvedValue(draft());
});

describe('the view of the page (spec 000 §2: preview with a creative or zip, else search)', () => {
  it('opens in search when the item has no creative, listing the company creatives of the product', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail());
    jest.mocked(searchCreatives).mockResolvedValue([
      {
        id: 900,
        name: 'Vánoční leaderboard',
        creativeState: 'approved',
        filled: true,
        updatedAt: '2026-11-20T23:30:00.000Z',
        previewUrl: '/api/creatives/media/501',
      },
    ]);
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Vyberte kreativu' })).toBeInTheDocument();
    expect(searchCreatives).toHaveBeenCalledWith({ search: '', productId: 11, companyId: 2 });
    const row = (await screen.findByText('Vánoční leaderboard')).closest('tr')!;
    expect(within(row).getByText('Schválená')).toBeInTheDocument();
    // d.m.Y on the retailer's calendar: 23:30 UTC is already the 21st in Prague.
    expect(within(row).getByText('21.11.2026')).toBeInTheDocument();
    // The thumbnail is decorative: the name beside it says what it is.
    expect(row.querySelector('img')).toHaveAttribute('src', '/api/creatives/media/501');
    expect(getCreative).not.toHaveBeenCalled();
  });

  it('opens in preview when the item has a creative, and keeps the view the address names', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(
      itemDetail({
        creative: { id: 900, name: 'Vánoční leaderboard', creativeState: 'new', filled: true },
      }),
    );
    jest.mocked(getCreative).mockResolvedValue(creative({}, FILLED));
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Vánoční leaderboard' })).toBeInTheDocument();
    expect(screen.getByText('Rozpracovaná')).toBeInTheDocument();
    expect(screen.getByText('Čokoláda k Vánocům')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Obrázek pro počítač' })).toHaveAttribute(
      'src',
      '/api/creatives/media/501',
    );

    await user.click(screen.getByRole('button', { name: 'Upravit' }));
    expect(location()).toBe(`${BASE}?view=edit`);
    expect(await screen.findByRole('form', { name: 'Úprava kreativy' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Název kreativy/)).toHaveValue('Vánoční leaderboard');
  });

  it('opens a shared link in the view it names', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(
      itemDetail({
        creative: { id: 900, name: 'Vánoční leaderboard', creativeState: 'new', filled: true },
      }),
    );
    await renderPage(USERS.vendor, `${BASE}?view=search`);
    expect(await screen.findByRole('heading', { name: 'Vyberte kreativu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zpět na náhled' })).toBeInTheDocument();
  });

  it('opens in preview when only a zip is uploaded', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail({ zipUploaded: true }));
    await renderPage();
    expect(await screen.findByText('K položce je nahrán ZIP s kreativou.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Odeslat ke schválení' })).toBeEnabled();
  });

  it('shows the breadcrumb: campaign management, company and campaign, the activity, creative', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail());
    await renderPage(USERS.retailer);
    const breadcrumb = await screen.findByRole('navigation', { name: 'Drobečková navigace' });
    expect(within(breadcrumb).getByRole('link', { name: 'Správa kampaní' })).toHaveAttribute(
      'href',
      '/campaigns',
    );
    expect(within(breadcrumb).getByRole('link', { name: 'Acme Foods – Vánoce 2026' })).toHaveAttribute(
      'href',
      '/campaigns/501',
    );
    expect(within(breadcrumb).getByRole('link', { name: 'HP leaderboard – Pozice 1' })).toHaveAttribute(
      'href',
      '/campaigns/501/items/77/detail',
    );
    expect(within(breadcrumb).getByText('Kreativa')).toBeInTheDocument();
  });

  it('says not found for an unknown item (spec 001 §8 "item fetch 404")', async () => {
    jest
      .mocked(getCampaignItem)
      .mockRejectedValue(
        new ApiError(404, { code: 'campaign_item_not_found', message: 'x', requestId: 'r' }),
      );
    await renderPage();
    expect(await screen.findByText('Aktivita nebyla nalezena')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na kampaň' })).toHaveAttribute('href', '/campaigns/501');
  });

  it('says not found for an item of another campaign than the address names', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail());
    await renderPage(USERS.vendor, '/campaigns/502/items/77/creative');
    expect(await screen.findByText('Aktivita nebyla nalezena')).toBeInTheDocument();
  });

  it('redirects the preview of a native-format product to the campaign detail (spec 000 §2)', async () => {
    const detail = itemDetail({
      creative: { id: 900, name: 'Sponzorované produkty', creativeState: 'new', filled: true },
    });
    detail.item.product.nativeFormat = true;
    jest.mocked(getCampaignItem).mockResolvedValue(detail);
    await renderPage();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/campaigns\/501$/);
  });

  it("sends a retailer who opened a native item's preview from the review queue to the queue's own review (issue 31)", async () => {
    const detail = itemDetail({
      creative: {
        id: 900,
        name: 'Sponzorované produkty',
        creativeState: 'waiting-for-approval',
        filled: true,
      },
    });
    detail.item.product.nativeFormat = true;
    jest.mocked(getCampaignItem).mockResolvedValue(detail);
    await renderPage(USERS.retailer, `${BASE}?view=preview&queue=*.2`);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      /^\/review-queue\/creatives\/900\?queue=\*\.2$/,
    );
  });
});

describe('search: picking a creative or making a new one', () => {
  it('searches 500 ms after typing stops, assigns the chosen creative and shows the preview', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail());
    jest.mocked(searchCreatives).mockImplementation(async ({ search }) =>
      search === 'vánoč'
        ? [
            {
              id: 900,
              name: 'Vánoční leaderboard',
              creativeState: 'new',
              filled: true,
              updatedAt: '2026-11-20T09:30:00.000Z',
              previewUrl: null,
            },
          ]
        : [],
    );
    const assigned = itemDetail({
      creative: { id: 900, name: 'Vánoční leaderboard', creativeState: 'new', filled: true },
    });
    jest.mocked(assignItemCreative).mockResolvedValue(assigned);
    jest.mocked(getCreative).mockResolvedValue(creative({}, FILLED));
    await renderPage();
    expect(await screen.findByText('Nenalezeny žádné položky')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Hledat kreativu podle názvu' }), 'vánoč');
    expect(searchCreatives).not.toHaveBeenCalledWith(expect.objectContaining({ search: 'vánoč' }));
    await user.click(
      await screen.findByRole('button', { name: 'Vybrat kreativu Vánoční leaderboard' }, { timeout: 2000 }),
    );
    expect(searchCreatives).toHaveBeenLastCalledWith({ search: 'vánoč', productId: 11, companyId: 2 });
    expect(assignItemCreative).toHaveBeenCalledWith(77, 900);
    expect(await screen.findByRole('heading', { name: 'Vánoční leaderboard' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(`${BASE}?view=preview`));
  });

  it('goes to a new creative, starting from the draft of the product for the item', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail());
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Vytvořit novou kreativu' }));
    expect(location()).toBe(`${BASE}?view=new`);
    expect(await screen.findByLabelText(/Název kreativy/)).toHaveValue('Vánoce 2026 – HP leaderboard');
    expect(getCreativeDraft).toHaveBeenCalledWith(11, 77);
  });
});

describe('filling a new creative (spec 001 §5 "Creatives", §8 "Creative file upload")', () => {
  beforeEach(() => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail());
  });

  const missingList = () => screen.queryByRole('list', { name: 'Chybějící pole' });
  const fileOf = (name: string) => new File(['png'], name, { type: 'image/png' });

  it('lists the required fields still missing by name, without the converted ones', async () => {
    jest.mocked(uploadFieldFile).mockResolvedValue({
      file: creativeFile(601, { name: 'pocitac.png', url: '/api/creatives/tmp-media/601' }),
    });
    await renderPage(USERS.vendor, `${BASE}?view=new`);
    const list = await waitFor(() => missingList()!);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Obrázek pro počítač', 'Obrázek pro mobil', 'Alternativní text']);
    expect(screen.getByText('Chybí vyplnit 3 povinná pole:')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Soubor pro pole Obrázek pro počítač'), fileOf('pocitac.png'));
    expect(uploadFieldFile).toHaveBeenCalledWith(301, expect.any(File), 2, expect.anything());
    expect(await screen.findByRole('img', { name: 'Obrázek pro počítač' })).toHaveAttribute(
      'src',
      '/api/creatives/tmp-media/601',
    );
    await user.type(screen.getByLabelText(/Alternativní text/), 'Čokoláda');
    expect(
      within(missingList()!)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Obrázek pro mobil']);
    expect(screen.getByText('Chybí vyplnit 1 povinné pole:')).toBeInTheDocument();
  });

  it('shows the required height beside the field when the server refuses the image', async () => {
    jest.mocked(uploadFieldFile).mockRejectedValue(
      new ApiError(400, {
        code: 'creative_file_invalid',
        message: 'Soubor banner.png nelze použít.',
        requestId: 'r',
        // The server's own wording: the page shows its translated text from the check's params instead.
        fieldErrors: { file: ['Image height 210 px, expected 310 px.'] },
        validationErrors: [
          { type: 'invalidImageHeight', params: { height: 310, actual: 210, file: 'banner.png' } },
        ],
      }),
    );
    await renderPage(USERS.vendor, `${BASE}?view=new`);
    await user.upload(
      await screen.findByLabelText('Soubor pro pole Obrázek pro počítač'),
      fileOf('banner.png'),
    );
    const field = screen.getByRole('group', { name: 'Obrázek pro počítač' });
    expect(await within(field).findByRole('alert')).toHaveTextContent(
      'Obrázek musí být vysoký přesně 310 px, tento má 210 px.',
    );
    expect(within(field).queryByText('Image height 210 px, expected 310 px.')).toBeNull();
    // The hints of the field say the size before any upload.
    expect(
      within(field).getByText(/Rozměr 970 × 310 px · formát PNG, JPEG · nejvýše 150,00 KB/),
    ).toBeInTheDocument();
    // The other image field is not concerned.
    expect(within(screen.getByRole('group', { name: 'Obrázek pro mobil' })).queryByRole('alert')).toBeNull();
  });

  it('refuses a file over the size limit before sending it, with both sizes', async () => {
    await renderPage(USERS.vendor, `${BASE}?view=new`);
    const big = new File([new Uint8Array(200 * 1024)], 'velky.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Soubor pro pole Obrázek pro mobil'), big);
    expect(
      await within(screen.getByRole('group', { name: 'Obrázek pro mobil' })).findByRole('alert'),
    ).toHaveTextContent('Soubor je příliš velký (200,00 KB), nejvýše smí mít 150,00 KB.');
    expect(uploadFieldFile).not.toHaveBeenCalled();
  });

  it('shows an upload check it does not know in the server words', async () => {
    jest.mocked(uploadFieldFile).mockRejectedValue(
      new ApiError(400, {
        code: 'creative_file_invalid',
        message: 'Soubor x.png nelze použít.',
        requestId: 'r',
        fieldErrors: { file: ['Obrázek je animovaný.'] },
        validationErrors: [{ type: 'animatedImage', params: {} }],
      }),
    );
    await renderPage(USERS.vendor, `${BASE}?view=new`);
    await user.upload(await screen.findByLabelText('Soubor pro pole Obrázek pro mobil'), fileOf('x.png'));
    expect(await screen.findByText('Obrázek je animovaný.')).toBeInTheDocument();
  });

  it('creates the creative for the item with the uploaded file and the texts, then shows its preview', async () => {
    jest
      .mocked(uploadFieldFile)
      .mockResolvedValue({ file: creativeFile(601, { url: '/api/creatives/tmp-media/601' }) });
    const saved = creative({ name: 'Můj leaderboard' }, { ...FILLED, mobile_image: '' });
    jest.mocked(createCreative).mockResolvedValue(saved);
    jest.mocked(getCreative).mockResolvedValue(saved);
    await renderPage(USERS.vendor, `${BASE}?view=new`);
    const name = await screen.findByLabelText(/Název kreativy/);
    await user.clear(name);
    await user.type(name, 'Můj leaderboard');
    await user.upload(screen.getByLabelText('Soubor pro pole Obrázek pro počítač'), fileOf('a.png'));
    await screen.findByRole('img', { name: 'Obrázek pro počítač' });
    await user.type(screen.getByLabelText(/Alternativní text/), 'Čokoláda k Vánocům');
    jest
      .mocked(getCampaignItem)
      .mockResolvedValue(
        itemDetail({ creative: { id: 900, name: 'Můj leaderboard', creativeState: 'new', filled: false } }),
      );
    await user.click(screen.getByRole('button', { name: 'Vytvořit kreativu' }));
    expect(createCreative).toHaveBeenCalledWith(11, {
      name: 'Můj leaderboard',
      companyId: 2,
      campaignItemId: 77,
      fieldValues: [
        { fieldId: 301, fileId: 601 },
        { fieldId: 303, fileId: null },
        { fieldId: 305, text: 'Čokoláda k Vánocům' },
      ],
    });
    await waitFor(() => expect(location()).toBe(`${BASE}?view=preview`));
    expect(await screen.findByRole('heading', { name: 'Můj leaderboard' })).toBeInTheDocument();
  });

  it('needs a name, and shows the server errors of a save beside their fields', async () => {
    jest.mocked(createCreative).mockRejectedValue(
      new ApiError(400, {
        code: 'validation_failed',
        message: 'Některá pole nejsou vyplněna správně.',
        requestId: 'r',
        fieldErrors: { 'fieldValues.2.text': ['Pole Alternativní text může mít nejvýše 100 znaků.'] },
      }),
    );
    await renderPage(USERS.vendor, `${BASE}?view=new`);
    const name = await screen.findByLabelText(/Název kreativy/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Vytvořit kreativu' }));
    expect(await screen.findByText('Vyplňte název kreativy.')).toBeInTheDocument();
    expect(createCreative).not.toHaveBeenCalled();

    await user.type(name, 'Leaderboard');
    await user.type(screen.getByLabelText(/Alternativní text/), 'Text');
    await user.click(screen.getByRole('button', { name: 'Vytvořit kreativu' }));
    const alt = screen.getByLabelText(/Alternativní text/).closest('[data-field]') as HTMLElement;
    expect(await within(alt).findByRole('alert')).toHaveTextContent(
      'Pole Alternativní text může mít nejvýše 100 znaků.',
    );
    expect(screen.getByText('Některá pole nejsou vyplněna správně.')).toBeInTheDocument();
  });

  it("puts the server's refusal of a save on the fields it names: the name and an uploaded image", async () => {
    jest
      .mocked(uploadFieldFile)
      .mockResolvedValue({ file: creativeFile(601, { url: '/api/creatives/tmp-media/601' }) });
    jest.mocked(createCreative).mockRejectedValueOnce(
      new ApiError(400, {
        code: 'validation_failed',
        message: 'Některá pole nejsou vyplněna správně.',
        requestId: 'r',
        fieldErrors: {
          name: ['Kreativa s tímto názvem už existuje.'],
          'fieldValues.0.fileId': ['Dočasný soubor už vypršel, nahrajte jej znovu.'],
        },
      }),
    );
    await renderPage(USERS.vendor, `${BASE}?view=new`);
    const name = await screen.findByLabelText(/Název kreativy/);
    const image = screen.getByLabelText('Soubor pro pole Obrázek pro počítač');
    await user.upload(image, fileOf('a.png'));
    await screen.findByRole('img', { name: 'Obrázek pro počítač' });
    await user.click(screen.getByRole('button', { name: 'Vytvořit kreativu' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription('Kreativa s tímto názvem už existuje.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(image).toHaveAccessibleDescription(/Dočasný soubor už vypršel, nahrajte jej znovu\.$/);
    // The other image is not concerned; nothing is said twice.
    expect(screen.getByLabelText('Soubor pro pole Obrázek pro mobil')).not.toHaveAccessibleDescription(
      /vypršel/,
    );
    expect(screen.getAllByText('Kreativa s tímto názvem už existuje.')).toHaveLength(1);

    // A server message stands until the field is edited.
    await user.type(name, ' 2');
    await waitFor(() => expect(name).not.toHaveAccessibleDescription(/už existuje/));
  });

  it('uploads a zip with the app setting on; the missing list then goes', async () => {
    const withZip = itemDetail({ zipUploaded: true });
    jest.mocked(uploadCampaignItemCreativeZip).mockImplementation(async (_id, _file, options) => {
      options?.onProgress?.({ loaded: 5, total: 10, percent: 50 });
      return withZip;
    });
    await renderPage(USERS.vendor, `${BASE}?view=new`);
    await waitFor(() => expect(missingList()).not.toBeNull());
    await user.click(screen.getByRole('tab', { name: 'Nahrát ZIP' }));
    const zip = new File(['PK'], 'kreativa.zip', { type: 'application/zip' });
    await user.upload(screen.getByLabelText('Soubor ZIP s kreativou'), zip);
    expect(uploadCampaignItemCreativeZip).toHaveBeenCalledWith(77, zip, expect.anything());
    expect(await screen.findByText('K položce je nahrán ZIP s kreativou.')).toBeInTheDocument();
    expect(missingList()).toBeNull();
  });

  it('waits for an upload in progress before it saves, and shows the progress', async () => {
    let finish: (value: { file: ReturnType<typeof creativeFile> }) => void = () => undefined;
    jest.mocked(uploadFieldFile).mockImplementation((_field, _file, _company, options) => {
      options?.onProgress?.({ loaded: 30, total: 100, percent: 30 });
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    await renderPage(USERS.vendor, `${BASE}?view=new`);
    await user.upload(await screen.findByLabelText('Soubor pro pole Obrázek pro počítač'), fileOf('a.png'));
    expect(await screen.findByRole('progressbar', { name: 'Nahrávání souboru' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(screen.getByRole('button', { name: 'Vytvořit kreativu' })).toBeDisabled();
    await act(async () => finish({ file: creativeFile(601) }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Vytvořit kreativu' })).toBeEnabled();
  });

  it('offers no zip tab when the app setting is off', async () => {
    jest.mocked(getCreativesSettings).mockResolvedValue({ zipUploadEnabled: false });
    await renderPage(USERS.vendor, `${BASE}?view=new`);
    expect(await screen.findByRole('tab', { name: 'Vyplnit části' })).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('tab', { name: 'Nahrát ZIP' })).toBeNull();
  });
});

describe('a native-format creative: the SKU picker (spec 000 §2)', () => {
  it("searches the shop's products, keeps the chosen SKUs as chips and saves them as the field's text", async () => {
    const detail = itemDetail();
    detail.item.product.nativeFormat = true;
    jest.mocked(getCampaignItem).mockResolvedValue(detail);
    jest.mocked(getCreativeDraft).mockResolvedValue(draft(NATIVE_FIELDS));
    jest.mocked(getProduct).mockResolvedValue({
      category: { target: { id: 7, name: 'Portal Retail' } },
    } as Awaited<ReturnType<typeof getProduct>>);
    jest.mocked(searchTargetProducts).mockImplementation(async ({ name }) =>
      name === 'milka'
        ? [
            {
              id: 1,
              targetId: 7,
              externalIdentifier: 'SKU-123',
              name: 'Milka 100 g',
              nameWithSku: 'Milka 100 g (SKU-123)',
              url: 'https://www.portal-retail.cz/p/sku-123',
              brand: null,
              category: null,
            },
          ]
        : [],
    );
    jest.mocked(createCreative).mockResolvedValue(creative({}, {}, NATIVE_FIELDS));
    await renderPage(USERS.vendor, `${BASE}?view=new`);
    const field = await screen.findByRole('combobox', { name: /Propagované produkty/ });
    expect(screen.getByText('Zvolte 1 až 5 produktů.')).toBeInTheDocument();
    // The shop's data are the shop's: a note, no input.
    expect(screen.getByText('Vyplní e-shop: údaje o produktu se doplní automaticky.')).toBeInTheDocument();
    await user.click(field);
    await user.type(field, 'milka');
    // antd's visible option (its role=option twin is the hidden list for screen readers).
    await user.click(await screen.findByTitle('Milka 100 g (SKU-123)', {}, { timeout: 2000 }));
    expect(
      await screen.findByText('Milka 100 g (SKU-123)', { selector: '.ant-select-selection-item-content' }),
    ).toBeInTheDocument();
    expect(searchTargetProducts).toHaveBeenLastCalledWith({
      targetId: 7,
      name: 'milka',
      advertiserCompanyId: 2,
    });
    expect(getProduct).toHaveBeenCalledWith(11);
    await user.type(screen.getByLabelText(/Štítek/), 'Novinka');
    const saved = itemDetail({
      creative: { id: 900, name: 'Sponzorované produkty', creativeState: 'new', filled: true },
    });
    saved.item.product.nativeFormat = true;
    jest.mocked(getCampaignItem).mockResolvedValue(saved);
    await user.click(screen.getByRole('button', { name: 'Vytvořit kreativu' }));
    expect(createCreative).toHaveBeenCalledWith(
      11,
      expect.objectContaining({
        fieldValues: [
          { fieldId: 401, text: 'SKU-123' },
          { fieldId: 402, text: 'Novinka' },
        ],
      }),
    );
    // Saved, the native creative's preview sends the user back to the campaign detail.
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/campaigns\/501$/);
  });

  it('checks a number by its field rules on the client (textValueIssue), with the field named', async () => {
    jest.mocked(getCampaignItem).mockResolvedValue(itemDetail());
    jest.mocked(getCreativeDraft).mockResolvedValue(
      draft([
        {
          ...NATIVE_FIELDS[1]!,
          displayName: 'Počet kusů',
          textMediaType: 'number',
          restrictions: [
            { type: 'number_type', value: 'Int' },
            { type: 'number_max', value: '10' },
          ],
        },
      ]),
    );
    await renderPage(USERS.vendor, `${BASE}?view=new`);
    const input = await screen.findByRole('spinbutton', { name: /Počet kusů/ });
    // Spec 001 §5: the step is 1 for Int.
    expect(input).toHaveAttribute('step', '1');
    expect(screen.getByText('Celé číslo, nejvýše 10, krok 1')).toBeInTheDocument();
    await user.type(input, '2.5');
    expect(await screen.findByText('Pole Počet kusů musí být celé číslo.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vytvořit kreativu' }));
    expect(createCreative).not.toHaveBeenCalled();
  });
});
