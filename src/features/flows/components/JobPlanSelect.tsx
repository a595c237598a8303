import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRoute } from '@tabler/icons-react';
import { useCan, useCompanyDb } from '@/db/react';
import { assignPlanToJob } from '../commands/assignCommands';
import { usePlanOptions } from '../queries/usePlans';
import { FLOW_UPDATE_FAILED } from './usePlanActions';

export interface JobPlanSelectProps {
  job: { id: string; title: string; interview_plan_id?: string | null };
}

/**
 * The job page's "Interview plan": the one plan the job uses (`jobs.interview_plan_id`). Archived
 * plans are not offered, unless the job still uses one. Read-only for an interviewer.
 */
export function JobPlanSelect({ job }: JobPlanSelectProps) {
  const db = useCompanyDb();
  const plans = usePlanOptions();
  const mayManage = useCan('manage_interviews');
  const current = job.interview_plan_id ?? null;
  const data = (plans ?? [])
    .filter((plan) => plan.status !== 'archived' || plan.id === current)
    .map((plan) => ({ value: plan.id, label: plan.name }));

  const handleChange = async (planId: string | null) => {
    if (planId === current) return;
    try {
      await assignPlanToJob(db, job.id, planId);
      const name = data.find((option) => option.value === planId)?.label;
      notifications.show({
        message: name ? `${job.title} now uses ${name}.` : `${job.title} no longer uses an interview plan.`,
        color: 'green',
      });
    } catch (error) {
      console.error(error);
      notifications.show({ message: FLOW_UPDATE_FAILED, color: 'red' });
    }
  };

  return (
    <Select
      aria-label="Interview plan"
      placeholder={data.length ? 'No interview plan' : 'No flows yet'}
      leftSection={<IconRoute size={16} aria-hidden />}
      data={data}
      value={current}
      onChange={(planId) => void handleChange(planId)}
      clearable={mayManage}
      readOnly={!mayManage}
      disabled={plans === undefined}
      w={240}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
