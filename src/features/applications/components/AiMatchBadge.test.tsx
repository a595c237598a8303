// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { AiMatchBadge } from './AiMatchBadge';
import { installMantineDomPolyfills } from '@/ui/test-support/mantineDom';

beforeAll(installMantineDomPolyfills);
afterEach(cleanup);

const NAME = 'AI match for Ada Lovelace: Strong, 7.5 out of 10';

function setup() {
  render(
    <MantineProvider env="test">
      <AiMatchBadge rating={7.5} summary="Led two payment migrations." candidateName="Ada Lovelace" />
    </MantineProvider>,
  );
  return () => screen.getByRole('button', { name: NAME });
}

describe('AiMatchBadge', () => {
  it('shows the rating as a named button, and no badge without a rating', () => {
    const button = setup();
    expect(button().textContent).toContain('Strong · 7.5/10');
    cleanup();
    const { container } = render(
      <MantineProvider env="test">
        <AiMatchBadge rating={null} summary={null} candidateName="Ada Lovelace" />
      </MantineProvider>,
    );
    expect(container.querySelector('button')).toBeNull();
  });

  it('keeps the focus on the badge when focusing it mounts the hover card', async () => {
    const button = setup();
    button().focus();
    await waitFor(() => expect(document.activeElement).toBe(button()));
    expect(document.activeElement?.getAttribute('aria-label')).toBe(NAME);
  });

  it('opens the assessment on hover once the pointer has come to the badge', async () => {
    const button = setup();
    fireEvent.pointerEnter(button());
    // The hover card's own target, mounted by the pointer's arrival, opens on the next mouse move.
    fireEvent.mouseEnter(button());
    expect(await screen.findByText('Led two payment migrations.', {}, { timeout: 2000 })).toBeTruthy();
  });
});
