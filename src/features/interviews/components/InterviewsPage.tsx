import { useMemo } from 'react';
import { SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconHistory } from '@tabler/icons-react';
import { useCompanyDb } from '@/db/react';
import { dayHeading, splitUpcomingPast } from '../model/interviewTime';
import type { InterviewsSearch } from '../model/interviewsSearch';
import { matchesInterviewSearch, type InterviewItem } from '../queries/interviewReads';
import { useInterviewItems, useNow } from '../queries/useInterviews';
import { InterviewRow } from './InterviewRow';
import { ScheduleInterviewButton } from './ScheduleInterviewButton';
import { dayLabel } from './interviewFormat';
import { EmptyState } from '@/ui/EmptyState';
import { ListToolbar } from '@/ui/ListToolbar';
import { PageHeader } from '@/ui/PageHeader';
import { PageLoader } from '@/ui/PageLoader';
import { PlainList } from '@/ui/PlainList';
import type { SearchStateProps } from '@/ui/searchParams';

export type InterviewsPageProps = SearchStateProps<InterviewsSearch>;

const WHO_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'mine', label: 'Mine' },
];

/** Upcoming interviews under a heading per day: Today, Tomorrow, then dates. */
function UpcomingList({ items, now }: { items: InterviewItem[]; now: Date }) {
  const days: { heading: string; items: InterviewItem[] }[] = [];
  for (const item of items) {
    const heading = dayHeading(item.interview.starts_at, now, dayLabel);
    const last = days.at(-1);
    if (last?.heading === heading) last.items.push(item);
    else days.push({ heading, items: [item] });
  }
  return (
    <Stack gap="lg">
      {days.map((day) => (
        <Stack gap="xs" key={day.heading}>
          <Title order={2} size="h5">
            {day.heading}
          </Title>
          <PlainList label={day.heading}>
            {day.items.map((item) => (
              <InterviewRow key={item.interview.id} item={item} timeOnly />
            ))}
          </PlainList>
        </Stack>
      ))}
    </Stack>
  );
}

/** /app/interviews (issue 14 §3): Upcoming (today first) and Past, from the store; Mine or All; search. */
export function InterviewsPage({ search, onSearchChange }: InterviewsPageProps) {
  const db = useCompanyDb();
  const items = useInterviewItems();
  const now = useNow();
  const { upcoming, past } = useMemo(() => {
    const found = (items ?? []).filter((item) => matchesInterviewSearch(item, search.q));
    const byId = new Map(found.map((item) => [item.interview.id, item]));
    const split = splitUpcomingPast(
      found.map((item) => item.interview),
      now,
      { mine: search.who === 'mine', userId: db.userId },
    );
    return { upcoming: split.upcoming.map((i) => byId.get(i.id)!), past: split.past.map((i) => byId.get(i.id)!) };
  }, [items, now, search.q, search.who, db.userId]);

  const filtered = search.q.trim() !== '' || search.who === 'mine';
  return (
    <Stack gap="lg">
      <PageHeader
        title="Interviews"
        description="Your team's interviews, with a kit and a scorecard for each."
        actions={<ScheduleInterviewButton />}
      />
      <ListToolbar
        label="Search interviews"
        placeholder="Search interviews..."
        searchFlex="1 1 240px"
        search={search}
        onSearchChange={onSearchChange}
      >
        <SegmentedControl
          aria-label="Whose interviews"
          value={search.who}
          onChange={(who) => onSearchChange({ who: who as InterviewsSearch['who'] })}
          data={WHO_OPTIONS}
        />
      </ListToolbar>
      {items === undefined ? (
        <PageLoader label="Loading interviews" />
      ) : (
        <Tabs value={search.tab} onChange={(tab) => tab && onSearchChange({ tab: tab as InterviewsSearch['tab'] })}>
          <Tabs.List>
            <Tabs.Tab value="upcoming">Upcoming ({upcoming.length})</Tabs.Tab>
            <Tabs.Tab value="past">Past ({past.length})</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="upcoming" pt="md">
            {upcoming.length === 0 ? (
              <EmptyState icon={IconCalendarEvent} title="No upcoming interviews">
                <Text c="dimmed" ta="center">
                  {filtered
                    ? 'None match. Try All, or another search.'
                    : 'Scheduled interviews show here, today first.'}
                </Text>
              </EmptyState>
            ) : (
              <UpcomingList items={upcoming} now={now} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="past" pt="md">
            {past.length === 0 ? (
              <EmptyState icon={IconHistory} title="No past interviews">
                <Text c="dimmed" ta="center">
                  {filtered ? 'None match. Try All, or another search.' : 'Interviews before today show here.'}
                </Text>
              </EmptyState>
            ) : (
              <PlainList label="Past interviews">
                {past.map((item) => (
                  <InterviewRow key={item.interview.id} item={item} />
                ))}
              </PlainList>
            )}
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
