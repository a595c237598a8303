import { useEffect, useState } from 'react';
import { Badge, Center, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { SAMPLE_FLOWS, type Flow } from '../model/sampleFlows';
import { AnchorLink } from '../../../ui/links';
import { NotFoundState } from '../../../ui/NotFoundState';

/** Spec §9: the flow's simulated data loads after 1 s. */
const SIMULATED_LOAD_MS = 1000;

function BackLink() {
  return (
    <AnchorLink to="/app/flows" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        Back to Flows
      </Group>
    </AnchorLink>
  );
}

/** /app/flows/{flowId}/manage (spec §2 "Flow manage"). */
export function FlowManagePage({ flowId }: { flowId: string }) {
  const [loaded, setLoaded] = useState<{ flowId: string; flow: Flow | null } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded({ flowId, flow: SAMPLE_FLOWS.find((f) => f.id === flowId) ?? null }), SIMULATED_LOAD_MS);
    return () => clearTimeout(timer);
  }, [flowId]);
  // Still loading while the answer is for another flow (the route param changed).
  const flow = loaded?.flowId === flowId ? loaded.flow : undefined;

  if (flow === undefined) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading flow" />
      </Center>
    );
  }
  if (flow === null) {
    return <NotFoundState tone="app" title="Flow Not Found" action={<BackLink />} />;
  }
  return (
    <Stack gap="lg">
      <BackLink />
      <Group justify="space-between">
        <div>
          <Title order={1} size="h2">
            {flow.name}
          </Title>
          <Text c="dimmed">{flow.description}</Text>
        </div>
        <Badge variant="light">{flow.status}</Badge>
      </Group>
      <Tabs defaultValue="settings">
        <Tabs.List>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
          <Tabs.Tab value="stages">Stages</Tabs.Tab>
          <Tabs.Tab value="jobs">Jobs</Tabs.Tab>
          <Tabs.Tab value="calendar">Calendar</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="settings" pt="md">
          <Paper withBorder p="md">
            <Text>Flow settings for {flow.name} will be configurable here.</Text>
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="stages" pt="md">
          <Paper withBorder p="md">
            <Stack gap="xs">
              {flow.stages.map((stage, i) => (
                <Text key={stage.name}>
                  {i + 1}. {stage.name} ({stage.type}){stage.completed ? ' — completed' : ''}
                </Text>
              ))}
            </Stack>
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="jobs" pt="md">
          <Paper withBorder p="md">
            <Text>{flow.jobs.length ? flow.jobs.map((j) => j.title).join(', ') : 'No jobs use this flow yet.'}</Text>
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="calendar" pt="md">
          <Paper withBorder p="md">
            <Text>Interview calendar for this flow will appear here.</Text>
          </Paper>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
