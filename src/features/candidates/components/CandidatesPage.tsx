import { useMemo, useState } from 'react';
import { Button, Center, Group, Loader, Menu, Select, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { CANDIDATE_STAGES } from '../model/candidateCard';
import {
  ALL_STAGES,
  CANDIDATE_TABS,
  DEFAULT_CANDIDATE_FILTERS,
  filterCandidates,
  type CandidateFilters,
  type CandidateTab,
} from '../model/candidateFilters';
import { useCandidateCards } from '../queries/useCandidateCards';
import { AddCandidateDialog } from './AddCandidateDialog';
import { CandidateCard } from './CandidateCard';
import { useCandidateActions } from './useCandidateActions';

const MORE_FILTERS = ['Location', 'Experience', 'Skills', 'Date Applied', 'AI Match Score'];

/** Cards rendered at first (and added per 'Show more'): a company has hundreds of applications. */
export const CANDIDATES_PAGE_SIZE = 50;

/** /app/candidates (spec §2 "Candidates list"), built from real applications. */
export function CandidatesPage() {
  const cards = useCandidateCards();
  const [filters, setFiltersState] = useState<CandidateFilters>(DEFAULT_CANDIDATE_FILTERS);
  const [shown, setShown] = useState(CANDIDATES_PAGE_SIZE);
  const setFilters = (update: CandidateFilters | ((f: CandidateFilters) => CandidateFilters)) => {
    setShown(CANDIDATES_PAGE_SIZE);
    setFiltersState(update);
  };
  const [addOpened, addDialog] = useDisclosure(false);
  const { moveTo, download } = useCandidateActions();
  const visible = useMemo(() => (cards ? filterCandidates(cards, filters) : []), [cards, filters]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Candidates
          </Title>
          <Text c="dimmed">Everyone who applied to your jobs, with their AI match.</Text>
        </div>
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={addDialog.open}>
          Add Candidate
        </Button>
      </Group>

      <Group gap="sm">
        <TextInput
          flex={1}
          miw={200}
          aria-label="Search candidates"
          placeholder="Search by name or role..."
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.query}
          onChange={(e) => {
            // Read the value now: React clears currentTarget before a deferred state updater runs.
            const query = e.currentTarget.value;
            setFilters((f) => ({ ...f, query }));
          }}
        />
        <Select
          aria-label="Stage"
          w={220}
          data={[ALL_STAGES, ...CANDIDATE_STAGES]}
          value={filters.stage}
          onChange={(value) => setFilters((f) => ({ ...f, stage: value ?? ALL_STAGES }))}
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
      </Group>

      <Tabs value={filters.tab} onChange={(value) => setFilters((f) => ({ ...f, tab: (value as CandidateTab) ?? 'all' }))}>
        <Tabs.List>
          {CANDIDATE_TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      {cards !== undefined && visible.length > 0 && (
        <Text size="sm" c="dimmed" data-testid="candidate-count">
          {visible.length} {visible.length === 1 ? 'candidate' : 'candidates'}
        </Text>
      )}
      {cards === undefined ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading candidates" />
        </Center>
      ) : visible.length === 0 ? (
        <Stack align="center" py="xl" gap="xs">
          <IconUsers size={40} aria-hidden color="var(--mantine-color-dimmed)" />
          <Title order={2} size="h4">
            No candidates found
          </Title>
          <Button variant="light" onClick={() => setFilters(DEFAULT_CANDIDATE_FILTERS)}>
            Reset Filters
          </Button>
        </Stack>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Candidates">
          {visible.slice(0, shown).map((card) => (
            <CandidateCard
              key={card.applicationId}
              card={card}
              onMove={(stage) => moveTo(card.applicationId, card.name, stage)}
              onDownloadResume={() => download(card.cvUrl, card.resumeFilename)}
            />
          ))}
        </Stack>
      )}
      {visible.length > shown && (
        <Group justify="center">
          <Button variant="default" onClick={() => setShown((n) => n + CANDIDATES_PAGE_SIZE)}>
            Show more ({visible.length - shown} more)
          </Button>
        </Group>
      )}

      <AddCandidateDialog opened={addOpened} onClose={addDialog.close} />
    </Stack>
  );
}
