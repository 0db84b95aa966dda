import { render, screen } from '@testing-library/react';
import { Drawer } from './drawer';

const mockLoaded = jest.fn();
jest.mock('./antd-drawer', () => {
  mockLoaded();
  return jest.requireActual('./antd-drawer');
});

describe('Drawer (antd, loaded when first opened)', () => {
  it('renders and fetches nothing while closed, the antd drawer once opened', async () => {
    const { rerender } = render(
      <Drawer open={false} title="Menu">
        <p>obsah</p>
      </Drawer>,
    );
    expect(screen.queryByText('obsah')).not.toBeInTheDocument();
    expect(mockLoaded).not.toHaveBeenCalled();

    rerender(
      <Drawer open title="Menu">
        <p>obsah</p>
      </Drawer>,
    );
    // The first import of antd's drawer under jsdom takes a while.
    expect(await screen.findByText('obsah', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(mockLoaded).toHaveBeenCalledTimes(1);
  });
});
