import {
  ApiError,
  approveLandingPage,
  getLandingPage,
  getLandingPageChanges,
  getLandingPageSasInfo,
  onReviewQueueChanged,
  rejectLandingPage,
  requestLandingPageCheck,
  type CreativeState,
  type LandingPage,
  type UserInfo,
} from '@portal/shared-contracts';
import { IMPERSONATED_VENDOR, renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import { FILLED_PAGE, heroImage, landingPage } from './landing-page-fixtures';
import LandingPagePage from './landing-page-page';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.LANDING_PAGE_CALLS);
});

let user = setupUser();

/** The preview of landing page 42 in the given state, filled unless said otherwise. */
async function renderPreview(
  who: Partial<UserInfo>,
  state: CreativeState,
  overrides: Partial<LandingPage> = {},
  values = FILLED_PAGE,
) {
  const page = landingPage({ creativeState: state, ...overrides }, values);
  jest.mocked(getLandingPage).mockResolvedValue(page);
  await renderWithPortal(
    [{ path: '/landing-pages/:landingPageId', element: <LandingPagePage /> }],
    '/landing-pages/42?view=preview',
    who,
  );
  await screen.findByRole('heading', { name: page.name });
  return page;
}

const note = () => screen.getByRole('textbox', { name: 'Poznámka' });
const approveButton = () => screen.getByRole('button', { name: 'Schválit' });
const dismissButton = () => screen.getByRole('button', { name: 'Vrátit' });
const sendButton = () => screen.getByRole('button', { name: 'Odeslat ke schválení' });
const dialog = () => screen.findByRole('dialog');

beforeEach(() => {
  user = setupUser();
  jest.resetAllMocks();
  jest.mocked(getLandingPageChanges).mockResolvedValue({ since: null, nameChanged: false, fields: [] });
  jest.mocked(getLandingPageSasInfo).mockResolvedValue({
    landingPageId: 42,
    landingPageURL: 'https://www.portal-retail.cz/znacky/42-acme-zimni-cokolady',
    sizeExternalId: 1201,
    creativeFormat: { id: 40, name: 'Obsah stránky – text a obrázek' },
  });
});

describe('the preview (spec 000 §2 "Landing pages": content, missing fields, reject reason)', () => {
  it('shows the filled content', async () => {
    await renderPreview(USERS.vendor, 'new');
    const content = screen.getByRole('region', { name: 'Obsah landing page' });
    expect(within(content).getByText('Zimní čokoládový svět')).toBeInTheDocument();
    expect(within(content).getByRole('img', { name: 'Úvodní obrázek' })).toHaveAttribute(
      'src',
      '/api/creatives/media/601',
    );
  });

  it('shows the reject reason only while the page is returned', async () => {
    await renderPreview(USERS.vendor, 'returned', { notes: 'Úvodní obrázek je rozmazaný.' });
    expect(screen.getByText('Landing page byla vrácena k úpravě')).toBeInTheDocument();
    expect(screen.getByText('Úvodní obrázek je rozmazaný.')).toBeInTheDocument();
  });

  it('does not show an old note of a page that is not returned', async () => {
    await renderPreview(USERS.vendor, 'new', { notes: 'Úvodní obrázek je rozmazaný.' });
    expect(screen.queryByText('Úvodní obrázek je rozmazaný.')).toBeNull();
  });

  it('lists the missing required fields by name', async () => {
    await renderPreview(USERS.vendor, 'new', {}, { headline: 'Zimní svět' });
    const list = screen.getByRole('list', { name: 'Chybějící pole' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Popis', 'Úvodní obrázek']);
    expect(screen.getByText('Chybí vyplnit 2 povinná pole:')).toBeInTheDocument();
  });
});

describe('send for approval (buyers; spec 001 §5)', () => {
  it('asks first, sends the page and shows it waiting', async () => {
    jest
      .mocked(requestLandingPageCheck)
      .mockResolvedValue(landingPage({ creativeState: 'waiting-for-approval', canEdit: false }));
    await renderPreview(USERS.vendor, 'new');
    await user.click(sendButton());
    const confirm = await screen.findByRole('dialog', { name: 'Odeslat landing page ke schválení?' });
    expect(requestLandingPageCheck).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Odeslat' }));
    expect(requestLandingPageCheck).toHaveBeenCalledWith(42);
    expect(
      await screen.findByText('Landing page odeslána ke schválení', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    // Waiting, sending does not apply any more: not offered (issue 31).
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Odeslat ke schválení' })).toBeNull());
    expect(screen.getAllByText('Čeká na schválení').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Upravit' })).toBeNull();
    expect(getLandingPage).toHaveBeenCalledTimes(1);
  });

  it('is disabled while a required field is missing, saying why in its tooltip', async () => {
    await renderPreview(USERS.vendor, 'new', {}, { ...FILLED_PAGE, description: '' });
    expect(sendButton()).toBeDisabled();
    await user.hover(sendButton().parentElement!);
    expect(
      await screen.findByText('Ke schválení lze odeslat až vyplněnou landing page.'),
    ).toBeInTheDocument();
  });

  it('is not offered for a page that waits for approval or is approved (issue 31)', async () => {
    await renderPreview(USERS.vendor, 'approved');
    expect(screen.queryByRole('button', { name: 'Odeslat ke schválení' })).toBeNull();
    expect(screen.queryByText('Landing page je schválená.')).toBeNull();
  });

  it('shows the server message when the send is refused', async () => {
    jest.mocked(requestLandingPageCheck).mockRejectedValue(
      new ApiError(409, {
        code: 'landing_page_not_filled',
        message: 'Vstupní stránka není úplně vyplněná. Chybí: Popis.',
        requestId: 'r',
      }),
    );
    await renderPreview(USERS.vendor, 'returned');
    await user.click(sendButton());
    await user.click(within(await dialog()).getByRole('button', { name: 'Odeslat' }));
    expect(
      await within(await dialog()).findByText('Vstupní stránka není úplně vyplněná. Chybí: Popis.'),
    ).toBeInTheDocument();
  });

  it('is not offered to retailer staff, who get the approval form instead', async () => {
    await renderPreview(USERS.retailer, 'waiting-for-approval');
    expect(screen.queryByRole('button', { name: 'Odeslat ke schválení' })).toBeNull();
    expect(note()).toBeEnabled();
  });

  it('lets a retailer acting as the vendor both send and review', async () => {
    await renderPreview(IMPERSONATED_VENDOR, 'new');
    expect(sendButton()).toBeEnabled();
    expect(note()).toBeEnabled();
    // The ad server's data are for retailer staff in their own session.
    expect(getLandingPageSasInfo).not.toHaveBeenCalled();
  });
});

describe('the approval form (spec 001 §5: approve with an empty note, return with one)', () => {
  it('enables Approve only with an empty note, and Return only with a note', async () => {
    await renderPreview(USERS.retailer, 'waiting-for-approval');
    expect(approveButton()).toBeEnabled();
    expect(dismissButton()).toBeDisabled();
    await user.type(note(), 'Obrázek je rozmazaný.');
    expect(approveButton()).toBeDisabled();
    expect(dismissButton()).toBeEnabled();
    await user.clear(note());
    await user.type(note(), '   ');
    expect(approveButton()).toBeEnabled();
    expect(dismissButton()).toBeDisabled();
  });

  it('approves with an empty note, after asking, and tells the header counter (issue 31)', async () => {
    const counter = jest.fn();
    const stop = onReviewQueueChanged(counter);
    jest.mocked(approveLandingPage).mockResolvedValue(landingPage({ creativeState: 'approved' }));
    await renderPreview(USERS.retailer, 'waiting-for-approval');
    await user.click(approveButton());
    await user.click(within(await dialog()).getByRole('button', { name: 'Schválit' }));
    expect(approveLandingPage).toHaveBeenCalledWith(42);
    expect(await screen.findByText('Landing page schválena', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(counter).toHaveBeenCalledTimes(1);
    stop();
    // Approved, no decision applies: the form is gone.
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Poznámka' })).toBeNull());
    expect(rejectLandingPage).not.toHaveBeenCalled();
  });

  it('returns with the note as the reason, after asking', async () => {
    jest
      .mocked(rejectLandingPage)
      .mockResolvedValue(landingPage({ creativeState: 'returned', notes: 'Obrázek je rozmazaný.' }));
    await renderPreview(USERS.retailer, 'waiting-for-approval');
    await user.type(note(), '  Obrázek je rozmazaný.  ');
    await user.click(dismissButton());
    const confirm = await dialog();
    expect(within(confirm).getByText('Obrázek je rozmazaný.')).toBeInTheDocument();
    expect(rejectLandingPage).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Vrátit' }));
    expect(rejectLandingPage).toHaveBeenCalledWith(42, 'Obrázek je rozmazaný.');
    expect(await screen.findByText('Landing page vrácena', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('Landing page byla vrácena k úpravě')).toBeInTheDocument();
    expect(approveLandingPage).not.toHaveBeenCalled();
  });

  it('is left out for an approved page, where no decision applies', async () => {
    await renderPreview(USERS.retailer, 'approved');
    expect(screen.queryByRole('textbox', { name: 'Poznámka' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Schválit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vrátit' })).toBeNull();
  });

  it('does not approve a page with missing fields, saying why in the tooltip', async () => {
    await renderPreview(USERS.retailer, 'new', {}, { headline: 'Zimní svět' });
    expect(approveButton()).toBeDisabled();
    await user.hover(approveButton().parentElement!);
    expect(await screen.findByText('Schválit lze až vyplněnou landing page.')).toBeInTheDocument();
  });

  it('is not shown to buyers', async () => {
    await renderPreview(USERS.vendor, 'waiting-for-approval');
    expect(screen.queryByRole('textbox', { name: 'Poznámka' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Schválit' })).toBeNull();
  });
});

describe('for retailer staff: the changes since the last review and the ad server', () => {
  it('shows what changed since the page was returned, side by side', async () => {
    const hero = landingPage().fieldValues.find((value) => value.formatField.name === 'hero_image')!;
    jest.mocked(getLandingPageChanges).mockResolvedValue({
      since: { version: 3, state: 'returned', at: '2026-11-18T10:00:00.000Z', name: 'Acme – čokolády' },
      nameChanged: true,
      fields: [
        {
          field: hero.formatField,
          before: { fieldId: 503, text: null, file: heroImage(700, { name: 'stary.png' }) },
          after: { fieldId: 503, text: null, file: heroImage(601) },
        },
      ],
    });
    await renderPreview(USERS.retailer, 'waiting-for-approval');
    const panel = await screen.findByRole('region', { name: 'Změny od poslední kontroly' });
    expect(getLandingPageChanges).toHaveBeenCalledWith(42);
    expect(within(panel).getByText('Porovnání s verzí ze dne 18.11.2026 (Vrácená).')).toBeInTheDocument();
    const nameRow = within(panel).getByText('Název').closest('tr')!;
    expect(within(nameRow).getByText('Acme – čokolády')).toBeInTheDocument();
    expect(within(nameRow).getByText('Acme – Zimní čokolády')).toBeInTheDocument();
    const row = within(panel).getByText('Úvodní obrázek').closest('tr')!;
    expect(
      within(row)
        .getAllByRole('img', { name: 'Úvodní obrázek' })
        .map((image) => image.getAttribute('src')),
    ).toEqual(['/api/creatives/media/700', '/api/creatives/media/601']);
  });

  it('gives the page’s address as the ad server knows it', async () => {
    await renderPreview(USERS.retailer, 'approved');
    const section = await screen.findByRole('region', { name: 'Ad server' });
    expect(within(section).getByRole('link')).toHaveAttribute(
      'href',
      'https://www.portal-retail.cz/znacky/42-acme-zimni-cokolady',
    );
    expect(within(section).getByText('1201')).toBeInTheDocument();
  });

  it('shows buyers neither', async () => {
    await renderPreview(USERS.vendor, 'waiting-for-approval');
    expect(screen.queryByRole('region', { name: 'Změny od poslední kontroly' })).toBeNull();
    expect(getLandingPageChanges).not.toHaveBeenCalled();
    expect(getLandingPageSasInfo).not.toHaveBeenCalled();
  });
});
