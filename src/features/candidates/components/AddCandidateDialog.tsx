import { useState } from 'react';
import { Alert, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { waitForOutbox } from '@/db';
import { useCompanyDb } from '@/db/react';
import { addCandidate } from '../commands/addCandidate';
import { addCandidateError, candidateAddedDescription, type AddCandidateForm } from '../model/addCandidateForm';
import { usePublishedJobOptions } from '../queries/usePublishedJobOptions';
import { DialogActions } from '@/ui/DialogActions';

const EMPTY: AddCandidateForm = { firstName: '', lastName: '', email: '', jobId: '' };

/** How long to wait for the server's answer before calling a queued (e.g. offline) add a success. */
const SERVER_ANSWER_WAIT_MS = 2500;

export interface AddCandidateDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Spec §2/§5/§8 Add Candidate dialog (max width 425 px). */
export function AddCandidateDialog({ opened, onClose }: AddCandidateDialogProps) {
  const db = useCompanyDb();
  const jobs = usePublishedJobOptions();
  const [form, setForm] = useState<AddCandidateForm>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const set = (key: keyof AddCandidateForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  /** A text field's value and change handler. */
  const bind = (key: keyof AddCandidateForm) => ({
    value: form[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key)(event.currentTarget.value),
  });

  const handleClose = () => {
    setForm(EMPTY);
    setError(null);
    onClose();
  };

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const invalid = addCandidateError(form);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setSubmitting(true);
    const name = `${form.firstName.trim()} ${form.lastName.trim()}`;
    try {
      const jobTitle = jobs.find((j) => j.value === form.jobId)?.label ?? 'selected';
      const added = await addCandidate(db, form, jobTitle);
      // Online, the server answers within moments; offline the write stays queued and is sent later.
      const result = await waitForOutbox(db, added.applicationMutation, SERVER_ANSWER_WAIT_MS);
      if (result === 'failed') {
        const entry = await db.outbox.where('mutationId').equals(added.applicationMutation).first();
        throw new Error(entry?.error?.message ?? 'The server rejected the candidate.');
      }
      notifications.show({
        title: 'Candidate added successfully',
        message: candidateAddedDescription(name),
        color: 'green',
      });
      handleClose();
    } catch (err) {
      console.error(err);
      notifications.show({
        title: 'Failed to add candidate',
        message: err instanceof Error ? err.message : String(err),
        color: 'red',
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal opened={opened} onClose={handleClose} title="Add Candidate" size={425} centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Group grow>
            <TextInput label="First name" required {...bind('firstName')} />
            <TextInput label="Last name" required {...bind('lastName')} />
          </Group>
          <TextInput label="Email" type="email" required {...bind('email')} />
          <Select
            label="Job"
            required
            placeholder={jobs.length ? 'Select a job' : 'No published jobs'}
            data={jobs}
            value={form.jobId || null}
            onChange={(value) => set('jobId')(value ?? '')}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
          {error && (
            <Alert color="red" role="alert" p="xs">
              {error}
            </Alert>
          )}
          <DialogActions submitLabel="Add Candidate" submitting={submitting} onCancel={handleClose} />
        </Stack>
      </form>
    </Modal>
  );
}
