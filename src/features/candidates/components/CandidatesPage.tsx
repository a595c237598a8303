import { useCallback, useState } from 'react';
import { Button, Card, Menu, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { ALL_STAGES, CANDIDATE_TABS } from '../model/candidateFilters';
import { DEFAULT_CANDIDATES_SEARCH, candidateFiltersOf, type CandidatesSearch } from '../model/candidatesSearch';
import { useCandidateWindow } from '../queries/useCandidateWindow';
import { AddCandidateDialog } from './AddCandidateDialog';
import { CandidateCard } from './CandidateCard';
import { useCandidateActions } from './useCandidateActions';
import { EmptyState } from '@/ui/EmptyState';
import { ListToolbar } from '@/ui/ListToolbar';
import { PageHeader } from '@/ui/PageHeader';
import { PageLoader } from '@/ui/PageLoader';
import type { SearchStateProps } from '@/ui/searchParams';
import { TabBar } from '@/ui/TabBar';
import { VirtualList } from '@/ui/VirtualList';
import { formatCount } from '@/ui/formatCount';
import { useCan } from '@/db/react';
import { useStageNames } from '@/features/flows/queries/usePlans';
import { useMoveToStage } from '@/features/flows/components/useMoveToStage';

const MORE_FILTERS = ['Location', 'Experience', 'Skills', 'Date Applied', 'AI Match Score'];

/** A card's usual height (px) before it is measured. */
const CARD_HEIGHT_ESTIMATE = 190;

export type CandidatesPageProps = SearchStateProps<CandidatesSearch>;

/** /app/candidates (spec §2 "Candidates list"), built from real applications; filters live in the URL. */
export function CandidatesPage({ search, onSearchChange }: CandidatesPageProps) {
  // The list renders only the cards in view; the window read follows the visible range.
  const [range, setRange] = useState({ start: 0, end: 0 });
  const handleRangeChange = useCallback((start: number, end: number) => setRange({ start, end }), []);
  const list = useCandidateWindow(candidateFiltersOf(search), range.start, range.end);
  const [addOpened, addDialog] = useDisclosure(false);
  const { moveTo, download } = useCandidateActions();
  const moveToStage = useMoveToStage();
  const mayManage = useCan('manage_candidates');
  const mayMoveStage = useCan('manage_interviews');
  const stageNames = useStageNames() ?? [];
  // The stage in the URL stays offered while no stage has that name any more (a removed stage).
  const stageOptions = [
    ALL_STAGES,
    ...stageNames,
    ...(search.stage !== ALL_STAGES && !stageNames.includes(search.stage) ? [search.stage] : []),
  ];
  const total = list?.total ?? 0;
  const cardAt = (index: number) => {
    if (!list || index < list.offset) return undefined;
    return list.cards[index - list.offset];
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="Candidates"
        description="Everyone who applied to your jobs, with their AI match."
        actions={
          mayManage && (
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={addDialog.open}>
              Add Candidate
            </Button>
          )
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
          data={stageOptions}
          value={search.stage}
          onChange={(stage) => onSearchChange({ stage: stage ?? ALL_STAGES })}
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

      {list !== undefined && total > 0 && (
        <Text size="sm" c="dimmed" data-testid="candidate-count">
          {formatCount(total)} {total === 1 ? 'candidate' : 'candidates'}
        </Text>
      )}
      {list === undefined ? (
        <PageLoader label="Loading candidates" />
      ) : total === 0 ? (
        <EmptyState icon={IconUsers} title="No candidates found">
          <Button variant="light" onClick={() => onSearchChange(DEFAULT_CANDIDATES_SEARCH)}>
            Reset Filters
          </Button>
        </EmptyState>
      ) : (
        <VirtualList
          label="Candidates"
          count={total}
          estimateSize={CARD_HEIGHT_ESTIMATE}
          gap={12}
          itemKey={(index) => cardAt(index)?.applicationId ?? `pending-${index}`}
          itemLabel={(index) => cardAt(index)?.name}
          onRangeChange={handleRangeChange}
          renderItem={(index) => {
            const card = cardAt(index);
            return card ? (
              <CandidateCard
                card={card}
                onMove={mayManage ? (stage) => moveTo(card.applicationId, stage, card.name) : undefined}
                onMoveToStage={
                  mayMoveStage ? (stage) => void moveToStage(card.applicationId, stage, card.name) : undefined
                }
                onDownloadResume={() => download(card.cvUrl, card.resumeFilename)}
              />
            ) : (
              <CardPlaceholder />
            );
          }}
        />
      )}

      {mayManage && <AddCandidateDialog opened={addOpened} onClose={addDialog.close} />}
    </Stack>
  );
}

/** Stands in for a card whose row is still being read (a fast scroll far down the list). */
function CardPlaceholder() {
  return (
    <Card withBorder radius="md" padding="md" aria-busy="true" h={CARD_HEIGHT_ESTIMATE}>
      <Skeleton height={14} width="40%" mb="sm" />
      <Skeleton height={10} width="60%" mb="xs" />
      <Skeleton height={10} width="80%" />
    </Card>
  );
}
