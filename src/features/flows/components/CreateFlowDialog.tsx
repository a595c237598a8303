import { useState } from 'react';
import { Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FLOW_JOB_TYPES, flowCreatedDescription } from '../model/sampleFlows';
import { DialogActions } from '@/ui/DialogActions';

/** Spec §9: flow creation is simulated and takes 1 s. */
const SIMULATED_CREATE_MS = 1000;

export function CreateFlowDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [jobType, setJobType] = useState<string>('technical');
  const [saving, setSaving] = useState(false);

  const reset = () => {
    setName('');
    setDescription('');
    setJobType('technical');
  };

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      notifications.show({ message: 'Please provide a flow name', color: 'red' });
      return;
    }
    setSaving(true);
    try {
      await new Promise((resolve) => setTimeout(resolve, SIMULATED_CREATE_MS));
      notifications.show({
        title: 'Flow created successfully',
        message: flowCreatedDescription(name.trim()),
        color: 'green',
      });
      reset();
      onClose();
    } catch (error) {
      console.error(error);
      notifications.show({ message: 'Failed to create flow', color: 'red' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Create New Flow" centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput label="Flow name" value={name} onChange={(e) => setName(e.currentTarget.value)} required />
          <Textarea
            label="Description (optional)"
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <Select
            label="Job type"
            data={[...FLOW_JOB_TYPES]}
            value={jobType}
            onChange={(v) => setJobType(v ?? 'technical')}
            allowDeselect={false}
          />
          <DialogActions submitLabel="Create Flow" submitting={saving} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
