import { render, screen } from '@testing-library/react';
import { PageTitle, SectionTitle } from './page-title';

describe('PageTitle', () => {
  it('is the h1 of the screen, focusable by script only, at the size of a level-2 title', () => {
    render(<PageTitle id="list-title">Uživatelé</PageTitle>);
    const title = screen.getByRole('heading', { level: 1, name: 'Uživatelé' });
    expect(title).toHaveAttribute('id', 'list-title');
    expect(title).toHaveAttribute('tabindex', '-1');
    expect(title).toHaveStyle({ fontSize: '30px' });
  });
});

describe('SectionTitle', () => {
  it('takes its level from the outline and its size from the look', () => {
    render(
      <SectionTitle level={2} size={4}>
        Historie
      </SectionTitle>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Historie' })).toHaveStyle({ fontSize: '20px' });
  });
});
