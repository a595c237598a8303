import { Button, Center, Grid, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBell,
  IconBriefcase,
  IconBulb,
  IconCalendarEvent,
  IconFileDescription,
  IconMapPin,
  IconPlus,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import { formatDistanceToNow } from 'date-fns';
import { useAuth } from '../../../auth';
import { noApplicants } from '../../jobs/model/applicantCounts';
import { greeting } from '../model/greeting';
import { useDashboardData } from '../queries/useDashboardData';
import { StatCards } from './StatCards';
import { AnchorLink, ButtonLink } from '../../../ui/links';

function Section({ title, action, children }: { title: string; action?: React.ReactNode; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

/** /app (spec §2 "Dashboard"), computed from the company's real data. */
export function DashboardPage() {
  const { user } = useAuth();
  const data = useDashboardData();

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
          <Button variant="default" leftSection={<IconBell size={16} aria-hidden />}>
            Notifications
          </Button>
          <ButtonLink to="/app/job-description" leftSection={<IconPlus size={16} aria-hidden />}>
            New Job
          </ButtonLink>
        </Group>
      </Group>

      {data === undefined ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading dashboard" />
        </Center>
      ) : (
        <>
          <StatCards stats={data.stats} />

          <Section title="Quick Actions">
            <Group gap="sm">
              <ButtonLink to="/app/job-description" variant="light" leftSection={<IconFileDescription size={16} aria-hidden />}>
                Create a Job
              </ButtonLink>
              <ButtonLink to="/app/candidates" variant="light" leftSection={<IconUsers size={16} aria-hidden />}>
                Review Candidates
              </ButtonLink>
              <ButtonLink to="/app/interviews" variant="light" leftSection={<IconCalendarEvent size={16} aria-hidden />}>
                Schedule Interviews
              </ButtonLink>
              <ButtonLink to="/app/jobs" variant="light" leftSection={<IconBriefcase size={16} aria-hidden />}>
                Manage Jobs
              </ButtonLink>
            </Group>
          </Section>

          <Grid>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack>
                <Section
                  title="Recent Jobs"
                  action={
                    <AnchorLink to="/app/jobs" size="sm">
                      View all jobs
                    </AnchorLink>
                  }
                >
                  {data.recentJobs.length === 0 ? (
                    <Stack align="center" gap="xs" py="md">
                      <Text c="dimmed">No active jobs found</Text>
                      <ButtonLink to="/app/job-description" size="xs">
                        Create a Job
                      </ButtonLink>
                    </Stack>
                  ) : (
                    <Stack gap="sm">
                      {data.recentJobs.map((job) => {
                        const counts = data.counts.get(job.id) ?? noApplicants();
                        return (
                          <Paper key={job.id} withBorder p="sm" radius="md">
                            <Group justify="space-between">
                              <div>
                                <Text fw={600}>{job.title}</Text>
                                <Group gap="sm" c="dimmed">
                                  {job.location && (
                                    <Group gap={2}>
                                      <IconMapPin size={12} aria-hidden />
                                      <Text size="xs">{job.location}</Text>
                                    </Group>
                                  )}
                                  <Text size="xs">
                                    {counts.total} {counts.total === 1 ? 'applicant' : 'applicants'}
                                  </Text>
                                </Group>
                              </div>
                              <ButtonLink
                                to="/app/jobs/$jobId"
                                params={{ jobId: job.id }}
                                size="xs"
                                variant="light"
                                aria-label={`View details of ${job.title}`}
                              >
                                View Details
                              </ButtonLink>
                            </Group>
                          </Paper>
                        );
                      })}
                    </Stack>
                  )}
                </Section>

                <Section title="Recent Activity">
                  {data.activity.length === 0 ? (
                    <Text c="dimmed" size="sm">
                      No recent activity yet.
                    </Text>
                  ) : (
                    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                      {data.activity.map((item) => (
                        <Group key={item.id} component="li" gap="sm" wrap="nowrap">
                          <ThemeIcon variant="light" radius="xl" size="md" color={item.kind === 'status' ? 'orange' : 'blue'} aria-hidden>
                            {item.kind === 'status' ? <IconUserCheck size={14} /> : <IconUsers size={14} />}
                          </ThemeIcon>
                          <div>
                            <AnchorLink to={item.href} size="sm" c="inherit">
                              {item.description}
                            </AnchorLink>
                            <Text size="xs" c="dimmed">
                              {formatDistanceToNow(new Date(item.at), { addSuffix: true })}
                            </Text>
                          </div>
                        </Group>
                      ))}
                    </Stack>
                  )}
                </Section>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack>
                <Section
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
                </Section>
                <Section title="AI Insights">
                  {data.insights.length === 0 ? (
                    <Text c="dimmed" size="sm">
                      Nothing needs your attention right now.
                    </Text>
                  ) : (
                    <Stack gap="sm">
                      {data.insights.map((insight) => (
                        <Group key={insight.id} align="flex-start" wrap="nowrap" gap="sm">
                          <ThemeIcon variant="light" color="yellow" radius="xl" aria-hidden>
                            <IconBulb size={16} />
                          </ThemeIcon>
                          <div>
                            <AnchorLink to={insight.href} size="sm" fw={600} c="inherit">
                              {insight.title}
                            </AnchorLink>
                            <Text size="xs" c="dimmed">
                              {insight.description}
                            </Text>
                          </div>
                        </Group>
                      ))}
                    </Stack>
                  )}
                </Section>
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
