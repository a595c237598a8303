// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { AiMatchBadge } from './AiMatchBadge';
import { installMantineDomPolyfills } from '@/ui/test-support/mantineDom';

beforeAll(installMantineDomPolyfills);
afterEach(cleanup);

const NAME = 'AI match for Ada Lovelace: Strong, 7.5 out of 10 (Evidence not recorded)';

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

  it('names what the rating rests on when the evidence was recorded (issue 26)', () => {
    render(
      <MantineProvider env="test">
        <AiMatchBadge
          rating={7.5}
          summary="Strong match."
          evidence={{
            version: 1,
            matchedSkills: [{ skill: 'React', where: ['resume'] }],
            missingSkills: [],
            matchedMustHaves: [{ requirement: 'React', where: ['resume'] }],
            missingMustHaves: [],
            yearsOfExperience: 4,
            requiredLevel: null,
          }}
          candidateName="Ada Lovelace"
        />
      </MantineProvider>,
    );
    expect(
      screen.getByRole('button', {
        name: 'AI match for Ada Lovelace: Strong, 7.5 out of 10 (Skills 1/1 · Must-haves 1/1 · 4 years)',
      }),
    ).toBeTruthy();
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
