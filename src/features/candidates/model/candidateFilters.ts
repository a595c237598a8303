// The candidates list's tabs, stage select and text search (spec §2, §4, §5).
import type { PipelineStage } from '@/features/applications/model/pipelineStage';
import type { CandidateCardData } from './candidateCard';
import { labelledOptions, matchesQuery } from '@/ui/listFilters';

export const CANDIDATE_TABS = labelledOptions({
  all: 'All',
  new: 'New',
  'in-review': 'In Review',
  interview: 'Interview',
  offer: 'Offer',
  rejected: 'Rejected',
  active: 'Active',
});
export type CandidateTab = (typeof CANDIDATE_TABS)[number]['value'];

/** The stage select's first option (spec §2); the others are the company's stage names. */
export const ALL_STAGES = 'All Stages';

export function matchesCandidateTab(status: PipelineStage, tab: CandidateTab): boolean {
  switch (tab) {
    case 'all':
      return true;
    case 'new':
      return status === 'applied';
    case 'in-review':
      return status === 'screening';
    case 'active':
      // Spec §4: the Active tab means any status other than Rejected.
      return status !== 'rejected';
    default:
      return status === tab;
  }
}

export interface CandidateFilters {
  query: string;
  stage: string;
  tab: CandidateTab;
}

export const DEFAULT_CANDIDATE_FILTERS: CandidateFilters = { query: '', stage: ALL_STAGES, tab: 'all' };

/** Text search on name or role (spec §5), the stage select, then the tab. */
export function filterCandidates(cards: readonly CandidateCardData[], filters: CandidateFilters): CandidateCardData[] {
  return cards.filter(
    (card) =>
      matchesQuery(filters.query, [card.name, card.role]) &&
      (filters.stage === ALL_STAGES || card.stageName === filters.stage) &&
      matchesCandidateTab(card.status, filters.tab),
  );
}
