import {
  ApiError,
  getLandingPage,
  updateLandingPage,
  uploadLandingPageFieldFile,
  type LandingPage,
  type UserInfo,
} from '@portal/shared-contracts';
import { LocationProbe, renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import { FILLED_PAGE, heroImage, landingPage } from './landing-page-fixtures';
import LandingPagePage from './landing-page-page';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.LANDING_PAGE_CALLS);
});

const BASE = '/landing-pages/42';
let user = setupUser();

async function renderPage(who: Partial<UserInfo>, page: LandingPage | null, path = BASE) {
  if (page) jest.mocked(getLandingPage).mockResolvedValue(page);
  return renderWithPortal(
    [
      {
        path: '/landing-pages/:landingPageId',
        element: (
          <>
            <LandingPagePage />
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
const detailOf = (label: string) =>
  [...document.querySelectorAll('.ant-descriptions-item-label')]
    .find((cell) => cell.textContent === label)!
    .closest('tr')!;
const fileOf = (name: string) => new File(['png'], name, { type: 'image/png' });

beforeEach(() => {
  user = setupUser();
  jest.resetAllMocks();
});

describe('the detail (spec 000 §2 "Landing pages": name, state, active, target, vendor)', () => {
  it('shows the page with the way back to the list', async () => {
    await renderPage(USERS.vendor, landingPage({ active: false }));
    expect(await screen.findByRole('heading', { name: 'Acme – Zimní čokolády' })).toBeInTheDocument();
    expect(getLandingPage).toHaveBeenCalledWith(42);
    expect(within(detailOf('Stav')).getByText('Rozpracovaná')).toBeInTheDocument();
    expect(within(detailOf('Aktivní')).getByText('Ne')).toBeInTheDocument();
    expect(detailOf('Cílový web')).toHaveTextContent('Portal Retail (https://www.portal-retail.cz/)');
    expect(detailOf('Inzerent')).toHaveTextContent('Acme Foods');
    expect(detailOf('Typ')).toHaveTextContent('Značková stránka');
    expect(within(detailOf('Adresa')).getByRole('link')).toHaveAttribute(
      'href',
      'https://www.portal-retail.cz/znacky/42-acme-zimni-cokolady',
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'Drobečková navigace' });
    expect(within(breadcrumb).getByRole('link', { name: 'Landing pages' })).toHaveAttribute(
      'href',
      '/landing-pages',
    );
    await user.click(screen.getByRole('button', { name: 'Náhled' }));
    expect(location()).toBe(`${BASE}?view=preview`);
  });

  it('says not found for an unknown page or another tenant’s (404)', async () => {
    jest
      .mocked(getLandingPage)
      .mockRejectedValue(new ApiError(404, { code: 'landing_page_not_found', message: 'x', requestId: 'r' }));
    await renderPage(USERS.vendor, null);
    expect(await screen.findByText('Landing page nebyla nalezena')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na landing pages' })).toHaveAttribute(
      'href',
      '/landing-pages',
    );
  });

  it('says not found for an address that names no id, without asking', async () => {
    await renderPage(USERS.vendor, null, '/landing-pages/abc');
    expect(await screen.findByText('Landing page nebyla nalezena')).toBeInTheDocument();
    expect(getLandingPage).not.toHaveBeenCalled();
  });

  it('shows a failed load with a retry', async () => {
    jest
      .mocked(getLandingPage)
      .mockRejectedValueOnce(
        new ApiError(500, { code: 'internal_error', message: 'Chyba serveru', requestId: 'r' }),
      )
      .mockResolvedValue(landingPage());
    await renderPage(USERS.vendor, null);
    expect(await screen.findByText('Chyba serveru')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('heading', { name: 'Acme – Zimní čokolády' })).toBeInTheDocument();
  });

  it('refuses a buyer the edit while the page waits for approval, saying why', async () => {
    await renderPage(
      USERS.vendor,
      landingPage({ creativeState: 'waiting-for-approval' }),
      `${BASE}?view=edit`,
    );
    expect(
      await screen.findByText(
        'Landing page čeká na schválení retailerem, do jeho rozhodnutí ji nelze upravovat.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Úprava landing page' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upravit' })).toBeNull();
    expect(updateLandingPage).not.toHaveBeenCalled();
  });

  it('lets retailer staff edit a page that waits for approval', async () => {
    await renderPage(
      USERS.retailer,
      landingPage({ creativeState: 'waiting-for-approval' }),
      `${BASE}?view=edit`,
    );
    expect(await screen.findByRole('form', { name: 'Úprava landing page' })).toBeInTheDocument();
  });
});

describe('the edit (spec 000 §2: name, active, the type’s fields filled as a creative’s)', () => {
  const empty = () => landingPage({}, { headline: 'Zimní svět' });

  it('lists the missing required fields and saves the name, the flag and the trimmed texts', async () => {
    const saved = landingPage({ name: 'Acme – čokolády', active: false });
    jest.mocked(updateLandingPage).mockResolvedValue(saved);
    await renderPage(USERS.vendor, empty(), `${BASE}?view=edit`);
    const missing = await screen.findByRole('list', { name: 'Chybějící pole' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Popis', 'Úvodní obrázek']);
    const name = screen.getByRole('textbox', { name: /Název/ });
    await user.clear(name);
    await user.type(name, '  Acme – čokolády ');
    await user.click(screen.getByRole('checkbox', { name: 'Aktivní' }));
    await user.type(screen.getByRole('textbox', { name: /Popis/ }), '  Pralinky  ');
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Úvodní obrázek']);
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(updateLandingPage).toHaveBeenCalledWith(42, {
      name: 'Acme – čokolády',
      active: false,
      fieldValues: [
        { fieldId: 501, text: 'Zimní svět' },
        { fieldId: 502, text: '  Pralinky  ' },
      ],
    });
    await waitFor(() => expect(location()).toBe(`${BASE}?view=preview`));
    expect(await screen.findByRole('heading', { name: 'Acme – čokolády' })).toBeInTheDocument();
  });

  it('checks a text by its field rules before saving, naming the field', async () => {
    // Saved before the format's limit was lowered to 60 characters.
    await renderPage(USERS.vendor, landingPage({}, { headline: 'x'.repeat(61) }), `${BASE}?view=edit`);
    expect(await screen.findByText('Pole Nadpis může mít nejvýše 60 znaků.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Opravte prosím označená pole.')).toBeInTheDocument();
    expect(updateLandingPage).not.toHaveBeenCalled();
  });

  it('needs a name, and shows the server errors of a save beside their fields', async () => {
    jest.mocked(updateLandingPage).mockRejectedValue(
      new ApiError(400, {
        code: 'validation_failed',
        message: 'Některá pole nejsou vyplněna správně.',
        requestId: 'r',
        fieldErrors: { 'fieldValues.1.text': ['Popis obsahuje nepovolené znaky.'] },
      }),
    );
    await renderPage(USERS.vendor, empty(), `${BASE}?view=edit`);
    const name = await screen.findByRole('textbox', { name: /Název/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Vyplňte název landing page.')).toBeInTheDocument();
    expect(updateLandingPage).not.toHaveBeenCalled();

    await user.type(name, 'Acme');
    await user.type(screen.getByRole('textbox', { name: /Popis/ }), 'Text');
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    const description = screen.getByRole('textbox', { name: /Popis/ }).closest('[data-field]') as HTMLElement;
    expect(await within(description).findByRole('alert')).toHaveTextContent(
      'Popis obsahuje nepovolené znaky.',
    );
    expect(screen.getByText('Některá pole nejsou vyplněna správně.')).toBeInTheDocument();
    expect(location()).toBe(`${BASE}?view=edit`);
  });

  it('uploads an image to its field with progress; the converted field is filled from it', async () => {
    let finish: (page: LandingPage) => void = () => undefined;
    jest.mocked(uploadLandingPageFieldFile).mockImplementation((_id, _field, _file, options) => {
      options?.onProgress?.({ loaded: 30, total: 100, percent: 30 });
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    await renderPage(USERS.vendor, empty(), `${BASE}?view=edit`);
    expect(
      await screen.findByText('Vyplní se po nahrání obrázku do pole Úvodní obrázek.'),
    ).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Soubor pro pole Úvodní obrázek'), fileOf('hero.png'));
    expect(uploadLandingPageFieldFile).toHaveBeenCalledWith(42, 503, expect.any(File), expect.anything());
    expect(await screen.findByRole('progressbar', { name: 'Nahrávání souboru' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(screen.getByRole('button', { name: 'Uložit' })).toBeDisabled();
    await act(async () =>
      finish(
        landingPage(
          { version: 3 },
          { headline: 'Zimní svět', hero_image: heroImage(), hero_image_webp: FILLED_PAGE.hero_image_webp! },
        ),
      ),
    );
    expect(screen.getByRole('img', { name: 'Úvodní obrázek' })).toHaveAttribute(
      'src',
      '/api/creatives/media/601',
    );
    expect(screen.getByRole('img', { name: 'Úvodní obrázek (WEBP)' })).toHaveAttribute(
      'src',
      '/api/creatives/media/602',
    );
    expect(screen.getByRole('button', { name: 'Uložit' })).toBeEnabled();
    expect(
      within(screen.getByRole('list', { name: 'Chybějící pole' })).queryByText('Úvodní obrázek'),
    ).toBeNull();
    // The upload saved the image: it says so, as every save does (issue 31).
    expect(await screen.findByText('Obrázek uložen')).toBeInTheDocument();
  });

  it("shows the server's image check beside the field", async () => {
    jest.mocked(uploadLandingPageFieldFile).mockRejectedValue(
      new ApiError(400, {
        code: 'creative_file_invalid',
        message: 'Soubor hero.png nelze použít.',
        requestId: 'r',
        fieldErrors: { file: ['Image height 300 px, expected 400 px.'] },
        validationErrors: [
          { type: 'invalidImageHeight', params: { height: 400, actual: 300, file: 'hero.png' } },
        ],
      }),
    );
    await renderPage(USERS.vendor, empty(), `${BASE}?view=edit`);
    await user.upload(await screen.findByLabelText('Soubor pro pole Úvodní obrázek'), fileOf('hero.png'));
    const field = screen.getByRole('group', { name: 'Úvodní obrázek' });
    expect(await within(field).findByRole('alert')).toHaveTextContent(
      'Obrázek musí být vysoký přesně 400 px, tento má 300 px.',
    );
  });

  it('goes back to the detail on cancel', async () => {
    await renderPage(USERS.vendor, empty(), `${BASE}?view=edit`);
    await user.click(await screen.findByRole('button', { name: 'Zrušit' }));
    expect(location()).toBe(BASE);
  });
});
