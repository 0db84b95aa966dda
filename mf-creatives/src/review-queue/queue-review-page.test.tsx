import {
  ApiError,
  approveCampaignItem,
  approveCreative,
  findTargetProductBySku,
  getCampaignItem,
  getCreative,
  getCreativeChanges,
  getNextReviewQueueEntry,
  getProduct,
  onReviewQueueChanged,
  rejectCampaignItem,
  rejectCreative,
  type CampaignItemDetail,
  type ReviewQueueEntry,
} from '@portal/shared-contracts';
import { LocationProbe, renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type * as TestApi from '../common/test-api';
import { creative, itemDetail, itemState, NATIVE_FIELDS } from '../creative/creative-fixtures';
import QueueReviewPage from './queue-review-page';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.CREATIVE_CALLS, 'getNextReviewQueueEntry');
});

/** The native item 77: "Sponzorovaný produkt ve vyhledávání", promoting Milka, with keywords. */
function nativeItem(overrides: Parameters<typeof itemDetail>[0] = {}): CampaignItemDetail {
  const detail = itemDetail({
    name: 'Sponzorovaný produkt ve vyhledávání',
    itemState: itemState('waiting-for-approval'),
    targetURL: null,
    targetProduct: { id: 5, name: 'Milka 100 g', externalIdentifier: 'SKU-123' },
    targetKeywords: [
      { id: 1, value: 'čokoláda', exactMatch: false },
      { id: 2, value: 'milka', exactMatch: true },
    ],
    creative: { id: 900, name: 'Sponzorované produkty', creativeState: 'waiting-for-approval', filled: true },
    ...overrides,
  });
  detail.item.product = {
    ...detail.item.product,
    name: 'SEARCH_TOP_SP',
    nativeFormat: true,
    nativeType: 'topInSearch',
  };
  return detail;
}

const NATIVE_CREATIVE = creative(
  {
    name: 'Sponzorované produkty',
    creativeState: 'waiting-for-approval',
    product: { id: 11, name: 'SEARCH_TOP_SP', nativeFormat: true },
    campaignItems: [{ id: 77, campaignId: 501, name: 'Sponzorovaný produkt ve vyhledávání' }],
  },
  { skus: 'SKU-123, SKU-999', badge: 'Novinka' },
  NATIVE_FIELDS,
);

const NEXT: ReviewQueueEntry = {
  kind: 'landingPage',
  id: 5,
  name: 'Zimní výprodej',
  company: { id: 2, name: 'Acme Foods' },
  waitingSince: '2026-11-22T09:00:00.000Z',
  items: [],
  zipFileName: null,
  target: { id: 1, name: 'shop.portal.test' },
  path: '/landing-pages/5',
};

let user = setupUser();

beforeEach(() => {
  user = setupUser();
  jest.resetAllMocks();
  jest.mocked(getCreative).mockResolvedValue(NATIVE_CREATIVE);
  jest.mocked(getCampaignItem).mockResolvedValue(nativeItem());
  jest.mocked(getCreativeChanges).mockResolvedValue({ since: null, nameChanged: false, fields: [] });
  jest.mocked(getProduct).mockResolvedValue({
    category: { target: { id: 7, name: 'Portal Retail' } },
  } as Awaited<ReturnType<typeof getProduct>>);
  jest.mocked(findTargetProductBySku).mockImplementation(async (_target, sku) =>
    sku === 'SKU-123'
      ? {
          id: 5,
          targetId: 7,
          externalIdentifier: 'SKU-123',
          name: 'Milka 100 g',
          nameWithSku: 'Milka 100 g (SKU-123)',
          url: 'https://www.portal-retail.cz/p/sku-123',
          brand: null,
          category: null,
        }
      : null,
  );
  jest.mocked(getNextReviewQueueEntry).mockResolvedValue({ next: NEXT, totalCount: 3 });
});

async function render(path: string) {
  await renderWithPortal(
    ['/review-queue/creatives/:creativeId', '/review-queue/items/:campaignItemId'].map((pattern) => ({
      path: pattern,
      element: (
        <>
          <QueueReviewPage />
          <LocationProbe />
        </>
      ),
    })),
    path,
    USERS.retailer,
  );
}

const dialog = () => screen.findByRole('dialog');

describe("a native item's creative, reviewed in the queue (issue 31)", () => {
  it('shows what the buyer sent: the promoted products by name, the item with its promoted product, target and keywords', async () => {
    await render('/review-queue/creatives/900?queue=*.*');
    expect(
      await screen.findByRole('heading', { name: 'Kontrola nativní kreativy Sponzorované produkty' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Kontrola z fronty ke schválení/)).toBeInTheDocument();
    expect(screen.getByText('Nativní formát nemá náhled kreativy.')).toBeInTheDocument();
    const promoted = await screen.findByRole('list', { name: 'Propagované produkty' });
    expect(await within(promoted).findByText('Milka 100 g')).toBeInTheDocument();
    expect(within(promoted).getByText('SKU-999')).toBeInTheDocument();
    expect(within(promoted).getByText('Produkt s tímto SKU e-shop nezná.')).toBeInTheDocument();
    expect(findTargetProductBySku).toHaveBeenCalledWith(7, 'SKU-123');
    const item = await screen.findByRole('region', { name: 'Položka Sponzorovaný produkt ve vyhledávání' });
    expect(item).toHaveTextContent('Milka 100 g');
    expect(item).toHaveTextContent('SKU-123');
    expect(item).toHaveTextContent('milka · přesná shoda');
    expect(item).toHaveTextContent('Acme Foods – Vánoce 2026');
    expect(within(item).getByRole('link', { name: 'Sponzorovaný produkt ve vyhledávání' })).toHaveAttribute(
      'href',
      '/campaigns/501/items/77/detail',
    );
  });

  it('approves it, says so, tells the header counter and goes on to the next entry of the same queue', async () => {
    const counter = jest.fn();
    const stop = onReviewQueueChanged(counter);
    jest.mocked(approveCreative).mockResolvedValue({ ...NATIVE_CREATIVE, creativeState: 'approved' });
    await render('/review-queue/creatives/900?queue=*.2');
    await user.click(await screen.findByRole('button', { name: 'Schválit' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Schválit' }));
    await waitFor(() => expect(approveCreative).toHaveBeenCalledWith(900));
    expect(await screen.findByText('Kreativa schválena')).toBeInTheDocument();
    expect(counter).toHaveBeenCalledTimes(1);
    stop();
    expect(getNextReviewQueueEntry).toHaveBeenCalledWith(
      { kind: 'creative', id: 900 },
      { kind: null, companyId: 2 },
    );
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/landing-pages/5?view=preview&queue=*.2',
    );
  });

  it('returns it with the note as the reason and goes on', async () => {
    jest.mocked(rejectCreative).mockResolvedValue({ ...NATIVE_CREATIVE, creativeState: 'returned' });
    await render('/review-queue/creatives/900?queue=creative.*');
    await user.type(await screen.findByRole('textbox', { name: 'Poznámka' }), 'SKU-999 e-shop nezná.');
    await user.click(screen.getByRole('button', { name: 'Vrátit' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Vrátit' }));
    await waitFor(() => expect(rejectCreative).toHaveBeenCalledWith(900, 'SKU-999 e-shop nezná.'));
    expect(await screen.findByText('Kreativa vrácena')).toBeInTheDocument();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/landing-pages/5');
  });

  it('skips to the next entry without deciding', async () => {
    await render('/review-queue/creatives/900?queue=*.*');
    await user.click(await screen.findByRole('button', { name: 'Přeskočit' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/landing-pages/5');
    expect(approveCreative).not.toHaveBeenCalled();
    expect(rejectCreative).not.toHaveBeenCalled();
  });

  it('has no decision to take on an approved creative, and no queue bar when opened another way', async () => {
    jest.mocked(getCreative).mockResolvedValue({ ...NATIVE_CREATIVE, creativeState: 'approved' });
    await render('/review-queue/creatives/900');
    await screen.findByRole('heading', { name: 'Kontrola nativní kreativy Sponzorované produkty' });
    expect(screen.queryByRole('button', { name: 'Schválit' })).toBeNull();
    expect(screen.queryByText(/Kontrola z fronty ke schválení/)).toBeNull();
  });

  it('says when the creative does not exist', async () => {
    jest
      .mocked(getCreative)
      .mockRejectedValue(new ApiError(404, { code: 'not_found', message: 'Nenalezeno.', requestId: 'r' }));
    await render('/review-queue/creatives/900');
    expect(await screen.findByText('Kreativa nebyla nalezena')).toBeInTheDocument();
  });
});

describe('a creative no item shows, reviewed in the queue', () => {
  it('says that no campaign changes, and can be approved', async () => {
    jest
      .mocked(getCreative)
      .mockResolvedValue(
        creative({ creativeState: 'waiting-for-approval', campaignItems: [] }, { alt_text: 'x' }),
      );
    await render('/review-queue/creatives/900?queue=*.*');
    expect(
      await screen.findByRole('heading', { name: 'Kontrola kreativy Vánoční leaderboard' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Kreativa není přiřazena žádné položce/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vrátit' })).toBeInTheDocument();
    expect(getCampaignItem).not.toHaveBeenCalled();
  });
});

describe("a native item's zip, reviewed in the queue", () => {
  it('shows the zip with its download and the item, approves the item and goes on', async () => {
    const detail = nativeItem({
      creative: null,
      zipUploaded: true,
      sasInfo: {
        lineItemURL: null,
        flightURL: null,
        creativeURL: null,
        zipCreativeURL: '/api/campaign-item/77/creative-zip',
      },
    });
    jest.mocked(getCampaignItem).mockResolvedValue(detail);
    jest.mocked(approveCampaignItem).mockResolvedValue({
      id: 77,
      itemState: itemState('prepared'),
      campaignState: detail.campaign.campaignState,
      message: null,
    });
    await render('/review-queue/items/77?queue=itemZip.*');
    expect(
      await screen.findByRole('heading', {
        name: 'Kontrola ZIP kreativy položky Sponzorovaný produkt ve vyhledávání',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Stáhnout ZIP/ })).toHaveAttribute(
      'href',
      '/api/campaign-item/77/creative-zip',
    );
    expect(
      screen.getByRole('region', { name: 'Položka Sponzorovaný produkt ve vyhledávání' }),
    ).toHaveTextContent('Milka 100 g');
    await user.click(screen.getByRole('button', { name: 'Schválit' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Schválit' }));
    await waitFor(() => expect(approveCampaignItem).toHaveBeenCalledWith(77));
    expect(rejectCampaignItem).not.toHaveBeenCalled();
    expect(getNextReviewQueueEntry).toHaveBeenCalledWith(
      { kind: 'itemZip', id: 77 },
      { kind: 'itemZip', companyId: null },
    );
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/landing-pages/5');
  });
});
