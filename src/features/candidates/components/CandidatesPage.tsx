import { memo, useCallback, useMemo, useState } from 'react';
import { Button, Card, Menu, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { ALL_STAGES, CANDIDATE_TABS } from '../model/candidateFilters';
import { DEFAULT_CANDIDATES_SEARCH, candidateFiltersOf, type CandidatesSearch } from '../model/candidatesSearch';
import { useCandidateWindow } from '../queries/useCandidateWindow';
import type { CandidateCardData } from '../model/candidateCard';
import type { PipelineStage } from '@/features/applications/model/pipelineStage';
import type { StageOption } from '@/features/flows/model/applicationStage';
import { AddCandidateDialog } from './AddCandidateDialog';
import { CandidateCard } from './CandidateCard';
import { useCandidateActions } from './useCandidateActions';
import { EmptyState } from '@/ui/EmptyState';
import { LazyMenu } from '@/ui/LazyMenu';
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
  const stageNames = useStageNames() ?? NO_STAGE_NAMES;
  const handleTabChange = useCallback((tab: CandidatesSearch['tab']) => onSearchChange({ tab }), [onSearchChange]);
  // Stable, so that a memoised card is not drawn again when the list re-renders.
  const handleMove = useCallback(
    (card: CandidateCardData, stage: PipelineStage) => moveTo(card.applicationId, stage, card.name),
    [moveTo],
  );
  const handleMoveToStage = useCallback(
    (card: CandidateCardData, stage: StageOption | null) => void moveToStage(card.applicationId, stage, card.name),
    [moveToStage],
  );
  const handleDownload = useCallback(
    (card: CandidateCardData) => download(card.cvUrl, card.resumeFilename),
    [download],
  );
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
        <CandidateFilterControls stage={search.stage} stageNames={stageNames} onSearchChange={onSearchChange} />
      </ListToolbar>

      <MemoTabBar tabs={CANDIDATE_TABS} value={search.tab} onChange={handleTabChange} />

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
                onMove={mayManage ? handleMove : undefined}
                onMoveToStage={mayMoveStage ? handleMoveToStage : undefined}
                onDownloadResume={handleDownload}
              />
            ) : (
              <CardPlaceholder />
            );
          }}
        />
      )}

      {mayManage && <MemoAddCandidateDialog opened={addOpened} onClose={addDialog.close} />}
    </Stack>
  );
}

const NO_STAGE_NAMES: string[] = [];

/*
 * What a keystroke in the search does not change is memoised: each search letter re-renders the
 * page (the text lives in the URL), and the stage select's and the filter menu's popovers, the
 * tabs and the closed dialog took a third of a keystroke's work at 50 000 candidates (B4).
 */
const MemoTabBar = memo(TabBar) as typeof TabBar;
const MemoAddCandidateDialog = memo(AddCandidateDialog);

interface CandidateFilterControlsProps {
  stage: string;
  stageNames: string[];
  onSearchChange: CandidatesPageProps['onSearchChange'];
}

/** The stage select and More Filters, beside the search box. */
const CandidateFilterControls = memo(function CandidateFilterControls({
  stage,
  stageNames,
  onSearchChange,
}: CandidateFilterControlsProps) {
  // The stage in the URL stays offered while no stage has that name any more (a removed stage).
  const stageOptions = useMemo(
    () => [ALL_STAGES, ...stageNames, ...(stage !== ALL_STAGES && !stageNames.includes(stage) ? [stage] : [])],
    [stage, stageNames],
  );
  return (
    <>
      {/* A native select: Mantine's Select positions its closed dropdown on every mount, a good
          part of opening this screen at 50 000 candidates (B3), and a phone's own picker suits it. */}
      <NativeSelect
        aria-label="Stage"
        w={220}
        data={stageOptions}
        value={stage}
        onChange={(event) => onSearchChange({ stage: event.currentTarget.value })}
      />
      <LazyMenu
        target={
          <Button variant="default" leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}>
            More Filters
          </Button>
        }
      >
        {MORE_FILTERS.map((label) => (
          <Menu.Item key={label}>{label}</Menu.Item>
        ))}
      </LazyMenu>
    </>
  );
});

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
