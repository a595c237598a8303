import { useState } from 'react';
import { Button, Card, Group, NativeSelect, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { newId } from '@/db';
import { useCan, useCompanyDb } from '@/db/react';
import { saveTemplate } from '../commands/emailCommands';
import type { TemplateItem } from '../queries/emailReads';
import { useTemplates } from '../queries/useEmail';
import { TemplateEditor } from './TemplateEditor';

const blankCustom = (): TemplateItem => ({
  id: newId(),
  kind: 'custom',
  name: '',
  subject: '',
  body: '',
  auto_send: false,
});

/**
 * Settings → Email templates (issue 25 §3): the company's templates, edited with a live preview;
 * the confirmation's "send automatically" switch; custom templates added and deleted. Owner,
 * admin and recruiter only (the server refuses the others' writes): an interviewer sees nothing.
 */
export function EmailTemplatesSettings() {
  const db = useCompanyDb();
  const mayEdit = useCan('manage_candidates');
  const templates = useTemplates();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [draft, setDraft] = useState<TemplateItem | null>(null);

  if (!mayEdit || !templates) return null;
  const selected = draft ?? templates.find((t) => t.id === selectedId) ?? templates[0]!;
  const confirmation = templates.find((t) => t.kind === 'application_received');

  const handleAutoSend = async (autoSend: boolean) => {
    if (!confirmation) return;
    try {
      await saveTemplate(db, confirmation.id, { ...confirmation, auto_send: autoSend });
    } catch (error) {
      console.error(error);
      notifications.show({ message: 'Failed to save the template', color: 'red' });
    }
  };

  const handleSelect = (id: string) => {
    setDraft(null);
    setSelectedId(id);
  };

  const handleAdd = () => setDraft(blankCustom());

  const handleSaved = (id: string) => {
    setDraft(null);
    setSelectedId(id);
  };

  const handleDeleted = () => {
    setDraft(null);
    setSelectedId(null);
  };

  return (
    <Card withBorder padding="lg" id="email-templates" component="section" aria-labelledby="email-templates-title">
      <Title order={2} size="h4" mb={4} id="email-templates-title">
        Email templates
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        The emails you send candidates start from these. Variables such as {'{{candidate.first_name}}'} are filled in
        for each candidate.
      </Text>
      <Stack gap="md">
        {confirmation && (
          <Switch
            checked={confirmation.auto_send}
            onChange={(e) => void handleAutoSend(e.currentTarget.checked)}
            label="Application received: send automatically when someone applies"
            description="Uses the Application received template."
          />
        )}
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label="Template"
            style={{ flex: '1 1 220px' }}
            data={[
              ...templates.map((t) => ({ value: t.id, label: t.name || 'Untitled template' })),
              ...(draft ? [{ value: draft.id, label: 'New template' }] : []),
            ]}
            value={selected.id}
            onChange={(e) => handleSelect(e.currentTarget.value)}
          />
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={handleAdd}
            disabled={!!draft}
          >
            Add template
          </Button>
        </Group>
        <TemplateEditor
          key={selected.id}
          template={selected}
          isNew={!!draft}
          onSaved={handleSaved}
          onDeleted={handleDeleted}
          onCancelNew={() => setDraft(null)}
        />
      </Stack>
    </Card>
  );
}
