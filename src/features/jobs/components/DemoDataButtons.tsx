import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDatabasePlus, IconUsersPlus } from '@tabler/icons-react';
import { useAuth } from '@/auth';
import { useCompanyDb } from '@/db/react';
import { readJobs } from '../queries/jobReads';
import {
  DEMO_CANDIDATES_FAILED,
  DEMO_JOBS_FAILED,
  DEMO_LOGIN_REQUIRED,
  generateDemoCandidates,
  generateDemoJobs,
} from '../commands/generateDemoData';

type DemoKind = 'jobs' | 'candidates';

const DEMO_BUTTONS = [
  { kind: 'jobs', Icon: IconDatabasePlus, label: 'Generate Demo Jobs' },
  { kind: 'candidates', Icon: IconUsersPlus, label: 'Generate Demo Candidates' },
] as const satisfies readonly { kind: DemoKind; Icon: unknown; label: string }[];

/** The jobs list's two demo-data buttons (spec §7 "Demo jobs", "Demo candidates"). */
export function DemoDataButtons() {
  const db = useCompanyDb();
  const { user } = useAuth();
  const [busy, setBusy] = useState<DemoKind | null>(null);

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
    setBusy('candidates');
    // The jobs are read when asked for (the list itself holds only the cards in view).
    const jobs = await readJobs(db);
    const published = jobs.filter((j) => j.status === 'published');
    const targets = published.length > 0 ? published : jobs;
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
      {DEMO_BUTTONS.map(({ kind, Icon, label }) => (
        <Button
          key={kind}
          variant="light"
          leftSection={<Icon size={16} aria-hidden />}
          loading={busy === kind}
          disabled={busy !== null}
          onClick={kind === 'jobs' ? handleJobs : handleCandidates}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
