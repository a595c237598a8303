import { useState } from 'react';
import { Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLink } from '@tabler/icons-react';
import { useCompanyDb } from '@/db/react';
import { assignPlanToJob } from '../commands/assignCommands';
import { useJobOptions } from '../queries/usePlans';
import type { PlanDetail } from '../queries/planReads';
import { AnchorLink } from '@/ui/links';
import { FLOW_UPDATE_FAILED } from './usePlanActions';

export interface PlanJobsPanelProps {
  planId: string;
  planName: string;
  jobs: PlanDetail['jobs'];
  readOnly: boolean;
}

/** Flow manage → Jobs: the jobs using the plan, and assigning it to another job (one plan per job). */
export function PlanJobsPanel({ planId, planName, jobs, readOnly }: PlanJobsPanelProps) {
  const db = useCompanyDb();
  const allJobs = useJobOptions();
  const [chosen, setChosen] = useState<string | null>(null);
  const others = (allJobs ?? []).filter((job) => job.interview_plan_id !== planId);

  const assign = async (jobId: string, next: string | null, message: string) => {
    try {
      await assignPlanToJob(db, jobId, next);
      notifications.show({ message, color: 'green' });
    } catch (error) {
      console.error(error);
      notifications.show({ message: FLOW_UPDATE_FAILED, color: 'red' });
    }
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Text fw={600}>Jobs using this flow ({jobs.length})</Text>
          <AnchorLink to="/app/jobs" search={{ flow: planId }} size="sm">
            Show in Jobs
          </AnchorLink>
        </Group>
        {jobs.length === 0 ? (
          <Text c="dimmed">No jobs use this flow yet.</Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {jobs.map((job) => (
              <Group component="li" key={job.id} justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="xs" miw={0} wrap="nowrap">
                  <AnchorLink to="/app/jobs/$jobId" params={{ jobId: job.id }} style={{ overflowWrap: 'anywhere' }}>
                    {job.title}
                  </AnchorLink>
                  <Badge variant="light" color="gray" size="sm">
                    {job.status}
                  </Badge>
                </Group>
                {!readOnly && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    aria-label={`Stop using ${planName} for ${job.title}`}
                    onClick={() => void assign(job.id, null, `${job.title} no longer uses this flow.`)}
                  >
                    Remove
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Paper>

      {!readOnly && (
        <Paper
          withBorder
          p="md"
          radius="md"
          component="form"
          aria-label="Assign this flow to a job"
          onSubmit={(event: React.FormEvent) => {
            event.preventDefault();
            const job = others.find((j) => j.id === chosen);
            if (!job) return;
            setChosen(null);
            void assign(job.id, planId, `${job.title} now uses ${planName}.`);
          }}
        >
          <Group align="flex-end" wrap="wrap" gap="sm">
            <Select
              label="Assign to job"
              description="A job uses one flow: assigning replaces the job's current flow."
              placeholder={others.length ? 'Choose a job' : 'Every job already uses this flow'}
              data={others.map((job) => ({
                value: job.id,
                label: job.interview_plan_id ? `${job.title} (uses another flow)` : job.title,
              }))}
              value={chosen}
              onChange={setChosen}
              searchable
              disabled={others.length === 0}
              style={{ flex: '1 1 260px' }}
            />
            <Button type="submit" disabled={!chosen} leftSection={<IconLink size={16} aria-hidden />}>
              Assign
            </Button>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
