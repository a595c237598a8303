// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useBelowTheFold } from './useBelowTheFold';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function Page() {
  const belowTheFold = useBelowTheFold();
  return (
    <main>
      <h1>First screen</h1>
      {belowTheFold && <h2>Browse by category</h2>}
    </main>
  );
}

const page = () => render(<Page />);

describe('useBelowTheFold', () => {
  it('draws the first screen alone, and its sections once the page has painted, after it', async () => {
    const { container } = page();
    expect(screen.getByRole('heading', { name: 'First screen' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Browse by category' })).toBeNull();
    await screen.findByRole('heading', { name: 'Browse by category' });
    expect([...container.querySelectorAll('h1, h2')].map((h) => h.textContent)).toEqual([
      'First screen',
      'Browse by category',
    ]);
  });

  it('draws everything at once for a page opened at a fragment, so the browser finds its target', () => {
    window.history.replaceState(null, '', '/#how-it-works');
    page();
    expect(screen.getByRole('heading', { name: 'Browse by category' })).toBeTruthy();
  });
});
