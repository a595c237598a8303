import { useMemo, useState } from 'react';
import { Button, Group, Menu, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { CANDIDATE_STAGES } from '../model/candidateCard';
import { ALL_STAGES, CANDIDATE_TABS, filterCandidates } from '../model/candidateFilters';
import { DEFAULT_CANDIDATES_SEARCH, candidateFiltersOf, type CandidatesSearch } from '../model/candidatesSearch';
import { useCandidateCards } from '../queries/useCandidateCards';
import { AddCandidateDialog } from './AddCandidateDialog';
import { CandidateCard } from './CandidateCard';
import { useCandidateActions } from './useCandidateActions';
import { EmptyState } from '@/ui/EmptyState';
import { ListToolbar } from '@/ui/ListToolbar';
import { PageHeader } from '@/ui/PageHeader';
import { PageLoader } from '@/ui/PageLoader';
import { PlainList } from '@/ui/PlainList';
import type { SearchStateProps } from '@/ui/searchParams';
import { TabBar } from '@/ui/TabBar';

const MORE_FILTERS = ['Location', 'Experience', 'Skills', 'Date Applied', 'AI Match Score'];

/** Cards rendered at first (and added per 'Show more'): a company has hundreds of applications. */
export const CANDIDATES_PAGE_SIZE = 50;

export type CandidatesPageProps = SearchStateProps<CandidatesSearch>;

/** /app/candidates (spec §2 "Candidates list"), built from real applications; filters live in the URL. */
export function CandidatesPage({ search, onSearchChange }: CandidatesPageProps) {
  const cards = useCandidateCards();
  const shown = useShownCount(search);
  const [addOpened, addDialog] = useDisclosure(false);
  const { moveTo, download } = useCandidateActions();
  const visible = useMemo(() => (cards ? filterCandidates(cards, candidateFiltersOf(search)) : []), [cards, search]);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Candidates"
        description="Everyone who applied to your jobs, with their AI match."
        actions={
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={addDialog.open}>
            Add Candidate
          </Button>
        }
      />

      <ListToolbar
        label="Search candidates"
        placeholder="Search by name or role..."
        searchMinWidth={200}
        search={search}
        onSearchChange={onSearchChange}
      >
        <Select
          aria-label="Stage"
          w={220}
          data={[ALL_STAGES, ...CANDIDATE_STAGES]}
          value={search.stage}
          onChange={(stage) => onSearchChange({ stage: (stage as CandidatesSearch['stage']) ?? ALL_STAGES })}
          allowDeselect={false}
        />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="default" leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}>
              More Filters
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {MORE_FILTERS.map((label) => (
              <Menu.Item key={label}>{label}</Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </ListToolbar>

      <TabBar tabs={CANDIDATE_TABS} value={search.tab} onChange={(tab) => onSearchChange({ tab })} />

      {cards !== undefined && visible.length > 0 && (
        <Text size="sm" c="dimmed" data-testid="candidate-count">
          {visible.length} {visible.length === 1 ? 'candidate' : 'candidates'}
        </Text>
      )}
      {cards === undefined ? (
        <PageLoader label="Loading candidates" />
      ) : visible.length === 0 ? (
        <EmptyState icon={IconUsers} title="No candidates found">
          <Button variant="light" onClick={() => onSearchChange(DEFAULT_CANDIDATES_SEARCH)}>
            Reset Filters
          </Button>
        </EmptyState>
      ) : (
        <PlainList label="Candidates">
          {visible.slice(0, shown.count).map((card) => (
            <CandidateCard
              key={card.applicationId}
              card={card}
              onMove={(stage) => moveTo(card.applicationId, stage, card.name)}
              onDownloadResume={() => download(card.cvUrl, card.resumeFilename)}
            />
          ))}
        </PlainList>
      )}
      {visible.length > shown.count && (
        <Group justify="center">
          <Button variant="default" onClick={shown.showMore}>
            Show more ({visible.length - shown.count} more)
          </Button>
        </Group>
      )}

      <AddCandidateDialog opened={addOpened} onClose={addDialog.close} />
    </Stack>
  );
}

/** How many cards to render; other filters (from the page or the back button) start at one page again. */
function useShownCount({ q, stage, tab }: CandidatesSearch) {
  const filtersKey = JSON.stringify([q, stage, tab]);
  const [shown, setShown] = useState({ filtersKey, count: CANDIDATES_PAGE_SIZE });
  const count = shown.filtersKey === filtersKey ? shown.count : CANDIDATES_PAGE_SIZE;
  return { count, showMore: () => setShown({ filtersKey, count: count + CANDIDATES_PAGE_SIZE }) };
}
