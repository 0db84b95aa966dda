import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PortalProviders, setupUser } from '../testing';
import { SearchFilter } from './search-filter';

function show(element: ReactElement) {
  const view = render(<PortalProviders>{element}</PortalProviders>);
  return {
    ...view,
    rerender: (next: ReactElement) => view.rerender(<PortalProviders>{next}</PortalProviders>),
  };
}

describe('SearchFilter (spec 001 §5, §9: debounced by 500 ms)', () => {
  it('gives the list the text once the typing has settled, once', async () => {
    const onChange = jest.fn();
    show(<SearchFilter value="" onChange={onChange} placeholder="Hledat" />);
    await setupUser().type(screen.getByRole('textbox', { name: 'Hledat' }), 'jaro');
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('jaro'), { timeout: 2000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows a value changed elsewhere without sending it back', async () => {
    const onChange = jest.fn();
    const view = show(<SearchFilter value="jaro" onChange={onChange} placeholder="Hledat" />);
    expect(screen.getByRole('textbox', { name: 'Hledat' })).toHaveValue('jaro');
    view.rerender(<SearchFilter value="léto" onChange={onChange} placeholder="Hledat" />);
    expect(screen.getByRole('textbox', { name: 'Hledat' })).toHaveValue('léto');
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('SearchFilter (its size)', () => {
  it('takes at most the 200 characters every list search accepts', () => {
    show(<SearchFilter value="" onChange={() => undefined} placeholder="Hledat" />);
    expect(screen.getByRole('textbox', { name: 'Hledat' })).toHaveAttribute('maxlength', '200');
  });

  it('is 240 px wide, as wide as asked, or as its container', () => {
    const view = show(<SearchFilter value="" onChange={() => undefined} placeholder="Hledat" />);
    const box = () => screen.getByRole('textbox', { name: 'Hledat' }).closest('.ant-input-affix-wrapper');
    expect(box()).toHaveStyle({ width: '240px' });
    view.rerender(<SearchFilter value="" onChange={() => undefined} placeholder="Hledat" width={280} />);
    expect(box()).toHaveStyle({ width: '280px' });
    view.rerender(<SearchFilter value="" onChange={() => undefined} placeholder="Hledat" block />);
    expect(box()).toHaveStyle({ width: '100%' });
  });
});
