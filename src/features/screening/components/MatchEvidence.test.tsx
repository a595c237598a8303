// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { MatchEvidence } from './MatchEvidence';
import { MatchSummary } from './MatchSummary';
import { screenApplication } from '../model/screening';
import { installMantineDomPolyfills } from '@/ui/test-support/mantineDom';

beforeAll(installMantineDomPolyfills); // jsdom has no matchMedia; Mantine's color-scheme code asks for it
afterEach(cleanup);

const wrap = (node: ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

const result = screenApplication({
  job: {
    title: 'Backend Engineer',
    skills: ['Node.js', 'PostgreSQL', 'Go'],
    must_have_requirements: ['PostgreSQL', 'Right to work in the UK'],
    experience_level: 'Senior',
    questions: [],
  },
  resumeText: 'Node and Postgres, 2016–2022.',
  answers: [{ question: 'Stack?', answer: 'Node.js mostly' }],
  referenceDate: '2024-01-01',
});

describe('MatchEvidence', () => {
  it('shows matched (with where), missing must-haves and missing skills, and years', () => {
    const { container } = wrap(
      <MatchEvidence application={{ ai_rating: result.rating, ai_evidence: result.evidence }} />,
    );
    const matched = [...container.querySelectorAll('[data-evidence="matched-skill"]')].map((e) => e.textContent);
    expect(matched).toEqual(['Node.js(resume, chat answers)', 'PostgreSQL(resume)']);
    expect([...container.querySelectorAll('[data-evidence="missing-skill"]')].map((e) => e.textContent)).toEqual([
      'Go',
    ]);
    const missingMust = container.querySelector('[data-evidence="missing-must-have"]')!;
    expect(within(missingMust as HTMLElement).getByText('Right to work in the UK')).toBeTruthy();
    expect(container.querySelector('[data-evidence="matched-must-have"]')!.textContent).toContain('Found in resume');
    expect(screen.getByText('Experience: about 6 years — Senior asks for 5+')).toBeTruthy();
  });

  it('says when there is no evidence: not screened yet, or a rating whose evidence was not recorded', () => {
    wrap(<MatchEvidence application={{ ai_rating: null, ai_evidence: null }} />);
    expect(screen.getByText('Not screened yet.')).toBeTruthy();
    cleanup();
    // An old row: a rating stored without evidence is not "not screened" (issue 26).
    wrap(<MatchEvidence application={{ ai_rating: 8.7, ai_evidence: null }} />);
    expect(screen.getByTestId('match-evidence-empty').textContent).toBe('Evidence not recorded.');
    expect(screen.queryByText(/Not screened/)).toBeNull();
  });
});

describe('MatchSummary', () => {
  it('shows rating, summary and counts', () => {
    wrap(<MatchSummary rating={result.rating} summary={result.summary} evidence={result.evidence} />);
    expect(screen.getByTestId('match-summary-rating').textContent).toBe(`${result.rating.toFixed(1)}/10`);
    expect(screen.getByText(result.summary)).toBeTruthy();
    expect(screen.getByText('Skills 2/3 · Must-haves 1/2 · 6 years')).toBeTruthy();
    expect(screen.getByText('Missing must-have: Right to work in the UK')).toBeTruthy();
  });

  it('a rating without evidence says the evidence was not recorded, never "not screened"', () => {
    wrap(<MatchSummary rating={8.7} summary="Very strong match for Backend Engineer." evidence={null} />);
    expect(screen.getByTestId('match-summary-rating').textContent).toBe('8.7/10');
    expect(screen.getByTestId('match-summary-evidence').textContent).toBe('Evidence not recorded');
    cleanup();
    wrap(<MatchSummary rating={8.7} summary={null} evidence={null} />);
    expect(screen.getByTestId('match-summary-evidence').textContent).toBe('Evidence not recorded');
    expect(screen.queryByText(/Not screened|No AI assessment/)).toBeNull();
  });

  it('without a rating: not screened yet, said once', () => {
    wrap(<MatchSummary rating={null} summary={null} />);
    expect(screen.getAllByText(/Not screened yet/)).toHaveLength(1);
    expect(screen.queryByTestId('match-summary-rating')).toBeNull();
  });
});
