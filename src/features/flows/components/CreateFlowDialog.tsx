import { useState } from 'react';
import { Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCompanyDb } from '@/db/react';
import { createPlan } from '../commands/planCommands';
import { FLOW_CREATE_FAILED, FLOW_CREATED_TITLE, FLOW_JOB_TYPES, flowCreatedDescription } from '../model/flowTexts';
import {
  DEFAULT_NEW_PLAN_FORM,
  NAME_MAX_LENGTH,
  checkNewPlanForm,
  isPlanJobType,
  type NewPlanForm,
} from '../model/planForm';
import { templateForJobType } from '../model/planTemplates';
import { DialogActions } from '@/ui/DialogActions';

/**
 * New Flow (spec §2, §5, §8): a draft plan whose stages start from the job type's template (the
 * spec's sample flows), written locally at once and queued for the server.
 */
export function CreateFlowDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const db = useCompanyDb();
  const [form, setForm] = useState<NewPlanForm>(DEFAULT_NEW_PLAN_FORM);
  const [saving, setSaving] = useState(false);
  const template = templateForJobType(form.jobType);

  const handleClose = () => {
    setForm(DEFAULT_NEW_PLAN_FORM);
    onClose();
  };

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkNewPlanForm(form);
    if (!checked.ok) {
      notifications.show({ message: checked.error, color: 'red' });
      return;
    }
    setSaving(true);
    try {
      await createPlan(db, checked.value);
      notifications.show({
        title: FLOW_CREATED_TITLE,
        message: flowCreatedDescription(checked.value.name),
        color: 'green',
      });
      handleClose();
    } catch (error) {
      console.error(error);
      notifications.show({ message: FLOW_CREATE_FAILED, color: 'red' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={handleClose} title="Create New Flow" centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Name"
            value={form.name}
            maxLength={NAME_MAX_LENGTH}
            onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
            required
            data-autofocus
          />
          <Textarea
            label="Description"
            description="Optional"
            value={form.description}
            onChange={(e) => setForm({ ...form, description: e.currentTarget.value })}
            autosize
            minRows={2}
          />
          <Select
            label="Job type"
            data={[...FLOW_JOB_TYPES]}
            value={form.jobType}
            onChange={(value) => isPlanJobType(value) && setForm({ ...form, jobType: value })}
            allowDeselect={false}
          />
          <Text size="xs" c="dimmed">
            Starts from the {template.name} template: {template.stages.map((stage) => stage.name).join(', ')}. You can
            change the stages afterwards.
          </Text>
          <DialogActions submitLabel="Create Flow" submitting={saving} onCancel={handleClose} />
        </Stack>
      </form>
    </Modal>
  );
}
