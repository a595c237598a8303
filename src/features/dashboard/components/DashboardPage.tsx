import { Button, Center, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconPlus } from '@tabler/icons-react';
import { useAuth } from '@/auth';
import { greeting } from '../model/greeting';
import { useDashboardData } from '../queries/useDashboardData';
import { ButtonLink } from '@/ui/links';
import { NotificationsInbox } from '@/features/notifications';
import { useCan } from '@/db/react';
import { StatCards } from './StatCards';
import { QuickActions } from './QuickActions';
import { RecentJobs } from './RecentJobs';
import { RecentActivity } from './RecentActivity';
import { UpcomingInterviews } from './UpcomingInterviews';
import { AiInsights } from './AiInsights';

/** /app (spec §2 "Dashboard"), computed from the company's real data: a greeting over its sections. */
export function DashboardPage() {
  const { user } = useAuth();
  const data = useDashboardData();
  const mayManageJobs = useCan('manage_jobs');

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {greeting(user?.email)}
          </Title>
          <Text c="dimmed">Here's what's happening with your hiring today.</Text>
        </div>
        <Group gap="xs">
          <NotificationsInbox
            renderTarget={(props) => (
              <Button variant="default" leftSection={<IconBell size={16} aria-hidden />} {...props}>
                Notifications
              </Button>
            )}
          />
          {mayManageJobs && (
            <ButtonLink to="/app/job-description" leftSection={<IconPlus size={16} aria-hidden />}>
              New Job
            </ButtonLink>
          )}
        </Group>
      </Group>

      {data === undefined ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading dashboard" />
        </Center>
      ) : (
        <>
          <StatCards stats={data.stats} />
          <QuickActions />
          <Grid>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack>
                <RecentJobs jobs={data.recentJobs} counts={data.counts} />
                <RecentActivity activity={data.activity} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack>
                <UpcomingInterviews />
                <AiInsights insights={data.insights} />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
