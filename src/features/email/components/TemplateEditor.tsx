import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useAuth } from '@/auth';
import { recruiterName } from '@/auth/userName';
import { useCompanyDb, useMembership } from '@/db/react';
import { deleteTemplate, saveTemplate } from '../commands/emailCommands';
import { DEFAULT_TEMPLATES, isDefaultKind } from '../model/defaultTemplates';
import { NAME_MAX, hasErrors, templateErrors, type TemplateForm } from '../model/emailValidation';
import { renderTemplate } from '../model/renderTemplate';
import { SAMPLE_VALUES } from '../model/templateVariables';
import type { TemplateItem } from '../queries/emailReads';
import { EmailPreview } from './EmailPreview';
import { SubjectAndBody } from './SubjectAndBody';

/** `{{sender.name}}` of a mail the server sends by itself (the confirmation on submit). */
const AUTO_SENDER = 'The hiring team';

export interface TemplateEditorProps {
  template: TemplateItem;
  /** A custom template not saved yet. */
  isNew: boolean;
  onSaved: (id: string) => void;
  onDeleted: () => void;
  onCancelNew: () => void;
}

/**
 * One template's name, subject and body, with a preview rendered with sample values (the company
 * and the writer as they are). An unknown variable is shown at once and blocks Save; a field left
 * empty is shown once touched or on Save.
 */
export function TemplateEditor({ template, isNew, onSaved, onDeleted, onCancelNew }: TemplateEditorProps) {
  const db = useCompanyDb();
  const { user } = useAuth();
  const { companyName, memberName } = useMembership();
  const [form, setForm] = useState<TemplateForm>({
    name: template.name,
    subject: template.subject,
    body: template.body,
  });
  const [touched, setTouched] = useState<Partial<Record<keyof TemplateForm, boolean>>>({});
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const errors = templateErrors(form);
  const shown = (field: keyof TemplateForm) => (touched[field] || !isNew ? errors[field] : undefined);
  const visibleErrors = { name: shown('name'), subject: shown('subject'), body: shown('body') };
  const dirty =
    isNew || form.name !== template.name || form.subject !== template.subject || form.body !== template.body;
  const set = (field: keyof TemplateForm, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
  };

  const values = {
    ...SAMPLE_VALUES,
    'company.name': companyName ?? SAMPLE_VALUES['company.name'],
    // The confirmation is sent by the server on submit, in the team's name (docs/messaging.md).
    'sender.name': template.kind === 'application_received' ? AUTO_SENDER : (memberName ?? recruiterName(user?.email)),
  };

  const handleSave = async () => {
    setTouched({ name: true, subject: true, body: true });
    if (hasErrors(errors)) return;
    setSaving(true);
    try {
      await saveTemplate(db, template.id, { ...template, ...form });
      notifications.show({ message: `Template “${form.name.trim()}” saved`, color: 'green' });
      onSaved(template.id);
    } catch (error) {
      console.error(error);
      notifications.show({ message: 'Failed to save the template', color: 'red' });
    } finally {
      setSaving(false);
    }
  };

  const handleReset = () => {
    if (!isDefaultKind(template.kind)) return;
    const original = DEFAULT_TEMPLATES[template.kind];
    setForm({ name: original.name, subject: original.subject, body: original.body });
  };

  const handleDelete = async () => {
    setConfirmDelete(false);
    try {
      await deleteTemplate(db, template.id);
      notifications.show({ message: `Template “${template.name}” deleted`, color: 'green' });
      onDeleted();
    } catch (error) {
      console.error(error);
      notifications.show({ message: 'Failed to delete the template', color: 'red' });
    }
  };

  const isDefault = isDefaultKind(template.kind);
  return (
    // Field errors in red.9: Mantine's red.6 is below WCAG AA contrast for small text on white.
    <Stack gap="sm" style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as React.CSSProperties}>
      <Group gap="xs">
        <Badge variant="light" color={isDefault ? 'violet' : 'gray'} tt="none">
          {isDefault ? 'Default template' : 'Custom template'}
        </Badge>
        {dirty && !isNew && (
          <Badge variant="light" color="yellow" tt="none">
            Unsaved changes
          </Badge>
        )}
      </Group>
      <TextInput
        label="Name"
        required
        maxLength={NAME_MAX + 20}
        value={form.name}
        onChange={(e) => set('name', e.currentTarget.value)}
        error={visibleErrors.name}
      />
      <SubjectAndBody
        subject={form.subject}
        body={form.body}
        onSubjectChange={(v) => set('subject', v)}
        onBodyChange={(v) => set('body', v)}
        subjectError={visibleErrors.subject}
        bodyError={visibleErrors.body}
      />
      <div>
        <Text size="sm" fw={500} mb={4}>
          Preview with sample values
        </Text>
        <EmailPreview
          to={`${values['candidate.full_name']} <olivia.martin@example.com>`}
          subject={renderTemplate(form.subject, values)}
          body={renderTemplate(form.body, values)}
        />
      </div>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          {isDefault && (
            <Button variant="subtle" onClick={handleReset}>
              Reset to default
            </Button>
          )}
          {!isDefault && !isNew && (
            <Button variant="subtle" color="red" onClick={() => setConfirmDelete(true)}>
              Delete template
            </Button>
          )}
          {isNew && (
            <Button variant="default" onClick={onCancelNew}>
              Cancel
            </Button>
          )}
        </Group>
        <Button onClick={() => void handleSave()} loading={saving} disabled={!dirty || hasErrors(visibleErrors)}>
          Save template
        </Button>
      </Group>
      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title="Delete template?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text size="sm">“{template.name}” is deleted for the whole team. Emails already sent keep their text.</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmDelete(false)}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void handleDelete()}>
            Delete
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
