import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDatabasePlus, IconUsersPlus } from '@tabler/icons-react';
import { useAuth } from '@/auth';
import { useCompanyDb } from '@/db/react';
import type { Job } from '@/db';
import {
  DEMO_CANDIDATES_FAILED,
  DEMO_JOBS_FAILED,
  DEMO_LOGIN_REQUIRED,
  generateDemoCandidates,
  generateDemoJobs,
} from '../commands/generateDemoData';

export interface DemoDataButtonsProps {
  jobs: readonly Job[];
}

/** The jobs list's two demo-data buttons (spec §7 "Demo jobs", "Demo candidates"). */
export function DemoDataButtons({ jobs }: DemoDataButtonsProps) {
  const db = useCompanyDb();
  const { user } = useAuth();
  const [busy, setBusy] = useState<'jobs' | 'candidates' | null>(null);

  const handleJobs = async () => {
    if (!user) {
      notifications.show({
        title: DEMO_JOBS_FAILED,
        message: "Please make sure you're logged in and try again.",
        color: 'red',
      });
      return;
    }
    setBusy('jobs');
    notifications.show({ message: 'Generating demo jobs...', color: 'blue' });
    try {
      const count = await generateDemoJobs(db);
      notifications.show({
        title: 'Demo jobs created',
        message: `${count} demo jobs have been added.`,
        color: 'green',
      });
    } catch (error) {
      console.error(error);
      notifications.show({
        title: DEMO_JOBS_FAILED,
        message: "Please make sure you're logged in and try again.",
        color: 'red',
      });
    } finally {
      setBusy(null);
    }
  };

  const handleCandidates = async () => {
    if (!user) {
      notifications.show({ message: DEMO_LOGIN_REQUIRED, color: 'red' });
      return;
    }
    const published = jobs.filter((j) => j.status === 'published');
    const targets = published.length > 0 ? published : jobs;
    setBusy('candidates');
    notifications.show({ message: 'Generating demo candidates...', color: 'blue' });
    try {
      const count = await generateDemoCandidates(db, targets);
      notifications.show({
        title: 'Demo candidates created',
        message: `${count} demo candidates have been added to ${targets.length} jobs.`,
        color: 'green',
      });
    } catch (error) {
      console.error(error);
      notifications.show({
        title: DEMO_CANDIDATES_FAILED,
        message: "Make sure you have jobs created and that you're logged in.",
        color: 'red',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap="xs">
      <Button
        variant="light"
        leftSection={<IconDatabasePlus size={16} aria-hidden />}
        loading={busy === 'jobs'}
        disabled={busy !== null}
        onClick={handleJobs}
      >
        Generate Demo Jobs
      </Button>
      <Button
        variant="light"
        leftSection={<IconUsersPlus size={16} aria-hidden />}
        loading={busy === 'candidates'}
        disabled={busy !== null}
        onClick={handleCandidates}
      >
        Generate Demo Candidates
      </Button>
    </Group>
  );
}
