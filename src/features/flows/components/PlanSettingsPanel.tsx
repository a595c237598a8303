import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { InterviewPlan } from '@/db';
import { useCompanyDb } from '@/db/react';
import { updatePlan, type PlanPatch } from '../commands/planCommands';
import { FLOW_JOB_TYPES, FLOW_STATUS_OPTIONS } from '../model/flowTexts';
import { NAME_MAX_LENGTH, isPlanJobType, optionalText, planNameError } from '../model/planForm';
import { FLOW_UPDATE_FAILED } from './usePlanActions';

interface SettingsForm {
  name: string;
  description: string;
  status: InterviewPlan['status'];
  jobType: InterviewPlan['job_type'];
}

const formOf = (plan: InterviewPlan): SettingsForm => ({
  name: plan.name,
  description: plan.description ?? '',
  status: plan.status,
  jobType: plan.job_type,
});

/** The fields that changed, as written (trimmed; a blank description is none). */
function changes(plan: InterviewPlan, form: SettingsForm): PlanPatch {
  const patch: PlanPatch = {};
  if (form.name.trim() !== plan.name) patch.name = form.name.trim();
  if (optionalText(form.description) !== plan.description) patch.description = optionalText(form.description);
  if (form.status !== plan.status) patch.status = form.status;
  if (form.jobType !== plan.job_type) patch.job_type = form.jobType;
  return patch;
}

export interface PlanSettingsPanelProps {
  plan: InterviewPlan;
  readOnly: boolean;
}

/**
 * Flow manage → Settings. Until the member types, the fields show the stored plan (a change
 * pulled from another device shows at once); Save writes only the fields that changed.
 */
export function PlanSettingsPanel({ plan, readOnly }: PlanSettingsPanelProps) {
  const db = useCompanyDb();
  const [draft, setDraft] = useState<SettingsForm | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const form = draft ?? formOf(plan);
  const patch = changes(plan, form);
  const dirty = Object.keys(patch).length > 0;
  const edit = (next: Partial<SettingsForm>) => setDraft({ ...form, ...next });

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const error = planNameError(form.name);
    setNameError(error);
    if (error || !dirty) return;
    try {
      await updatePlan(db, plan.id, patch);
      setDraft(null);
      notifications.show({ message: 'Flow saved', color: 'green' });
    } catch (failure) {
      console.error(failure);
      notifications.show({ message: FLOW_UPDATE_FAILED, color: 'red' });
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={handleSubmit} noValidate aria-label="Flow settings">
        <Stack gap="sm" maw={560}>
          <TextInput
            label="Flow name"
            value={form.name}
            maxLength={NAME_MAX_LENGTH}
            error={nameError}
            readOnly={readOnly}
            required
            onChange={(e) => edit({ name: e.currentTarget.value })}
          />
          <Textarea
            label="Description"
            value={form.description}
            readOnly={readOnly}
            autosize
            minRows={2}
            onChange={(e) => edit({ description: e.currentTarget.value })}
          />
          <Group grow align="flex-start">
            <Select
              label="Status"
              data={[...FLOW_STATUS_OPTIONS]}
              value={form.status}
              readOnly={readOnly}
              allowDeselect={false}
              onChange={(status) => status && edit({ status: status as SettingsForm['status'] })}
            />
            <Select
              label="Job type"
              data={[...FLOW_JOB_TYPES]}
              value={form.jobType}
              readOnly={readOnly}
              placeholder="None"
              clearable
              onChange={(jobType) => edit({ jobType: isPlanJobType(jobType) ? jobType : null })}
            />
          </Group>
          {!readOnly && (
            <Group justify="flex-end">
              <Button
                variant="default"
                disabled={!dirty}
                onClick={() => {
                  setDraft(null);
                  setNameError(null);
                }}
              >
                Cancel
              </Button>
              <Button type="submit" disabled={!dirty}>
                Save Changes
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
