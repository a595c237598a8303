import { Text } from '@mantine/core';
import { AnchorLink } from '@/ui/links';
import { DashboardSection } from './DashboardSection';

/** Spec §2 "Upcoming Interviews": none are scheduled from the dashboard's data yet. */
export function UpcomingInterviews() {
  return (
    <DashboardSection
      title="Upcoming Interviews"
      action={
        <AnchorLink to="/app/interviews" size="sm">
          View all
        </AnchorLink>
      }
    >
      <Text c="dimmed" size="sm" ta="center" py="md">
        No upcoming interviews
      </Text>
    </DashboardSection>
  );
}
