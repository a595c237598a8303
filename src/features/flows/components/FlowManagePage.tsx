import { Badge, Group, Stack, Tabs } from '@mantine/core';
import type { FlowManageSearch } from '../model/flowManageSearch';
import { FLOW_JOB_TYPES, FLOW_STATUS_COLOR, FLOW_TAB_LABEL } from '../model/flowTexts';
import { usePlanDetail } from '../queries/usePlans';
import { PlanCalendarPanel } from './PlanCalendarPanel';
import { PlanJobsPanel } from './PlanJobsPanel';
import { PlanSettingsPanel } from './PlanSettingsPanel';
import { PlanStagesPanel } from './PlanStagesPanel';
import { useCan } from '@/db/react';
import { BackLink } from '@/ui/BackLink';
import { NotFoundState } from '@/ui/NotFoundState';
import { PageHeader } from '@/ui/PageHeader';
import { PageLoader } from '@/ui/PageLoader';
import type { SearchStateProps } from '@/ui/searchParams';

const backToFlows = <BackLink to="/app/flows">Back to Flows</BackLink>;

export interface FlowManagePageProps extends SearchStateProps<FlowManageSearch> {
  flowId: string;
}

/**
 * /app/flows/{flowId}/manage (spec §2 "Flow manage"): one interview plan, live; the open tab lives
 * in the URL. Read-only for a member who may not manage interviews (an interviewer).
 */
export function FlowManagePage({ flowId, search, onSearchChange }: FlowManagePageProps) {
  const detail = usePlanDetail(flowId);
  const mayManage = useCan('manage_interviews');

  if (detail === undefined) return <PageLoader label="Loading flow" />;
  if (detail === null) return <NotFoundState tone="app" title="Flow Not Found" action={backToFlows} />;
  const { plan, stages, jobs } = detail;
  const jobType = FLOW_JOB_TYPES.find((option) => option.value === plan.job_type)?.label;

  return (
    <Stack gap="lg">
      {backToFlows}
      <PageHeader
        title={plan.name}
        description={plan.description ?? (jobType ? `${jobType} interview flow` : 'Interview flow')}
        actions={
          <Group gap="xs">
            {!mayManage && (
              <Badge variant="outline" color="gray">
                Read only
              </Badge>
            )}
            <Badge color={FLOW_STATUS_COLOR[plan.status]} variant="light">
              {FLOW_TAB_LABEL[plan.status]}
            </Badge>
          </Group>
        }
        align="center"
      />
      <Tabs value={search.tab} onChange={(tab) => tab && onSearchChange({ tab: tab as FlowManageSearch['tab'] })}>
        <Tabs.List>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
          <Tabs.Tab value="stages">Stages ({stages.length})</Tabs.Tab>
          <Tabs.Tab value="jobs">Jobs ({jobs.length})</Tabs.Tab>
          <Tabs.Tab value="calendar">Calendar</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="settings" pt="md">
          <PlanSettingsPanel plan={plan} readOnly={!mayManage} />
        </Tabs.Panel>
        <Tabs.Panel value="stages" pt="md">
          <PlanStagesPanel planId={plan.id} stages={stages} readOnly={!mayManage} />
        </Tabs.Panel>
        <Tabs.Panel value="jobs" pt="md">
          <PlanJobsPanel planId={plan.id} planName={plan.name} jobs={jobs} readOnly={!mayManage} />
        </Tabs.Panel>
        <Tabs.Panel value="calendar" pt="md">
          {search.tab === 'calendar' && <PlanCalendarPanel planId={plan.id} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
