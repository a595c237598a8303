import { useCallback, useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { Badge, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useDndContext, useDroppable } from '@dnd-kit/core';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { Application, Profile } from '@/db';
import type { RecommendationTally } from '@/features/interviews/model/recommendation';
import { KanbanCard } from './KanbanCard';
import { cardIndexAfterKey } from '../model/kanbanFocus';

export interface KanbanColumnProps {
  /** The column's key: a pipeline status, or a stage id when grouped by stage (the drop target's id). */
  columnKey: string;
  /** "Screening", or a stage's name. */
  label: string;
  applicationIds: string[];
  applications: ReadonlyMap<string, Application>;
  profiles: ReadonlyMap<string, Profile>;
  /** Each card's scorecard tally (KanbanBoard reads them for the whole board at once). */
  tallies: ReadonlyMap<string, RecommendationTally> | undefined;
}

/** A card's height before it is measured (a rated card with its evidence line and actions). */
const CARD_ESTIMATE = 150;
/** Mantine's `xs` spacing between cards. */
const CARD_GAP = 10;
/** The column's scroll area: as tall as its cards, at most this. */
const COLUMN_MAX_HEIGHT = 600;
/** The cards' width: the column's 280 less its padding and borders. */
const CARD_WIDTH = 254;
/**
 * A column this short is rendered whole, in the normal flow: a screen's worth of cards gains
 * nothing from windowing, and measuring each one cost the board a second render (B3's kanban).
 */
const RENDER_ALL_UP_TO = 8;

/**
 * One pipeline stage (or interview plan stage): 280 px wide (spec §9), a drop target for cards.
 *
 * A stage of a busy job holds thousands of candidates, and every one must be reachable, seen and
 * dragged: the column renders only the cards in (and near) its scroll view, so 10 000 cards cost
 * what ten do. The keyboard reaches every card too: Tab enters a card, ArrowUp/ArrowDown,
 * PageUp/PageDown and Home/End move between the column's cards (scrolling the one asked for into
 * view), and Space lifts it (see KanbanBoard). The card being dragged stays rendered whatever the
 * scroll, or the drag would lose its node.
 */
export function KanbanColumn({ columnKey, label, applicationIds, applications, profiles, tallies }: KanbanColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: columnKey });
  const { active } = useDndContext();
  const viewportRef = useRef<HTMLDivElement>(null);
  const count = applicationIds.length;
  const windowed = count > RENDER_ALL_UP_TO;

  const activeId = active ? String(active.id) : null;
  const activeIndex = useMemo(
    () => (activeId === null ? -1 : applicationIds.indexOf(activeId)),
    [activeId, applicationIds],
  );
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex < 0 || indexes.includes(activeIndex)) return indexes;
      return [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );

  // The virtualizer's functions go to no memoized child: the column re-renders on its own scroll.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    enabled: windowed,
    count: windowed ? count : 0,
    getScrollElement: () => viewportRef.current,
    estimateSize: () => CARD_ESTIMATE,
    gap: CARD_GAP,
    overscan: 2,
    rangeExtractor,
    // The first frame already shows the column's first cards (before the viewport is measured).
    initialRect: { width: CARD_WIDTH, height: COLUMN_MAX_HEIGHT },
    getItemKey: useCallback((index: number) => applicationIds[index] ?? index, [applicationIds]),
    // Unrounded heights: rounding each card drifts the lower ones off the pixel grid.
    measureElement: (element) => element.getBoundingClientRect().height,
  });

  // Keyboard moves between cards: the card asked for may not be rendered yet, so its index waits
  // here until the scroll has rendered it, then takes the focus.
  const pendingFocus = useRef<number | null>(null);
  const focusCard = useCallback((index: number) => {
    const handle = viewportRef.current?.querySelector<HTMLElement>(`[data-kanban-index="${index}"]`);
    if (!handle) return false;
    handle.focus();
    return true;
  }, []);
  useLayoutEffect(() => {
    if (pendingFocus.current !== null && focusCard(pendingFocus.current)) pendingFocus.current = null;
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // While a card is lifted the arrows belong to the drag (KanbanBoard's keyboard sensor).
    if (active) return;
    const from = Number((event.target as HTMLElement).dataset.kanbanIndex);
    if (!Number.isInteger(from)) return;
    const visible = Math.max(1, Math.floor((viewportRef.current?.clientHeight ?? CARD_ESTIMATE) / CARD_ESTIMATE));
    const to = cardIndexAfterKey(event.key, from, count, visible);
    if (to === null) return;
    event.preventDefault();
    if (to === from) return;
    pendingFocus.current = to;
    if (windowed) virtualizer.scrollToIndex(to, { align: 'auto' });
    if (focusCard(to)) pendingFocus.current = null;
  };

  const cardAt = (index: number) => {
    const id = applicationIds[index];
    const application = id === undefined ? undefined : applications.get(id);
    return (
      application && (
        <KanbanCard
          application={application}
          profile={application.applicant_id ? profiles.get(application.applicant_id) : undefined}
          index={index}
          tally={tallies?.get(application.id)}
        />
      )
    );
  };
  const items = virtualizer.getVirtualItems();
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      w={280}
      miw={280}
      bg={isOver ? 'var(--mantine-color-violet-light)' : 'var(--mantine-color-gray-light)'}
      role="region"
      aria-label={`${label} stage`}
      data-stage={columnKey}
    >
      {/* A long stage name wraps beside its count rather than pushing the count to a line of its own. */}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="sm">
        <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
          {label}
        </Text>
        <Badge variant="white" color="dark" style={{ flexShrink: 0 }}>
          {count}
        </Badge>
      </Group>
      <ScrollArea.Autosize mah={COLUMN_MAX_HEIGHT} scrollbars="y" viewportRef={viewportRef}>
        {count === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md" mih={80} w={CARD_WIDTH}>
            No candidates in this stage
          </Text>
        ) : windowed ? (
          // The cards get the column's inner width outright, so a long email truncates inside its
          // card instead of pushing the card past the column's edge.
          <div
            role="list"
            aria-label={`Candidates in ${label}`}
            onKeyDown={handleKeyDown}
            style={{ position: 'relative', width: CARD_WIDTH, height: virtualizer.getTotalSize() }}
          >
            {items.map((item) => (
              <div
                key={item.key}
                role="listitem"
                aria-setsize={count}
                aria-posinset={item.index + 1}
                data-index={item.index}
                ref={virtualizer.measureElement}
                style={{ position: 'absolute', top: item.start, left: 0, width: '100%' }}
              >
                {cardAt(item.index)}
              </div>
            ))}
          </div>
        ) : (
          <Stack
            role="list"
            aria-label={`Candidates in ${label}`}
            onKeyDown={handleKeyDown}
            gap={CARD_GAP}
            w={CARD_WIDTH}
          >
            {applicationIds.map((id, index) => (
              <div key={id} role="listitem">
                {cardAt(index)}
              </div>
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
    </Paper>
  );
}
