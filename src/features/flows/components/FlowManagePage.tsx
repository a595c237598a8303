import { useEffect, useState } from 'react';
import { Badge, Paper, Stack, Tabs, Text } from '@mantine/core';
import type { FlowManageSearch } from '../model/flowManageSearch';
import { SAMPLE_FLOWS, type Flow } from '../model/sampleFlows';
import { BackLink } from '@/ui/BackLink';
import { NotFoundState } from '@/ui/NotFoundState';
import { PageHeader } from '@/ui/PageHeader';
import { PageLoader } from '@/ui/PageLoader';
import type { SearchStateProps } from '@/ui/searchParams';

/** Spec §9: the flow's simulated data loads after 1 s. */
const SIMULATED_LOAD_MS = 1000;

const backToFlows = <BackLink to="/app/flows">Back to Flows</BackLink>;

export interface FlowManagePageProps extends SearchStateProps<FlowManageSearch> {
  flowId: string;
}

/** /app/flows/{flowId}/manage (spec §2 "Flow manage"); the open tab lives in the URL. */
export function FlowManagePage({ flowId, search, onSearchChange }: FlowManagePageProps) {
  const [loaded, setLoaded] = useState<{ flowId: string; flow: Flow | null } | null>(null);
  useEffect(() => {
    const timer = setTimeout(
      () => setLoaded({ flowId, flow: SAMPLE_FLOWS.find((f) => f.id === flowId) ?? null }),
      SIMULATED_LOAD_MS,
    );
    return () => clearTimeout(timer);
  }, [flowId]);
  // Still loading while the answer is for another flow (the route param changed).
  const flow = loaded?.flowId === flowId ? loaded.flow : undefined;

  if (flow === undefined) return <PageLoader label="Loading flow" />;
  if (flow === null) return <NotFoundState tone="app" title="Flow Not Found" action={backToFlows} />;
  return (
    <Stack gap="lg">
      {backToFlows}
      <PageHeader
        title={flow.name}
        description={flow.description}
        actions={<Badge variant="light">{flow.status}</Badge>}
        align="center"
      />
      <Tabs value={search.tab} onChange={(tab) => tab && onSearchChange({ tab: tab as FlowManageSearch['tab'] })}>
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
