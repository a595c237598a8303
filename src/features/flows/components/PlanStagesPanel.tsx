import { useState } from 'react';
import {
  Accordion,
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { InterviewStage } from '@/db';
import { useCompanyDb } from '@/db/react';
import { addStage, moveStage, removeStage, updateStage, type StagePatch } from '../commands/stageCommands';
import { STAGE_TYPE_OPTIONS } from '../model/flowTexts';
import { NAME_MAX_LENGTH, stageNameError } from '../model/planForm';
import { StageEditor } from './StageEditor';
import { STAGE_TYPE_ICON } from './FlowCard';
import { FLOW_UPDATE_FAILED } from './usePlanActions';

export interface PlanStagesPanelProps {
  planId: string;
  /** In plan order. */
  stages: InterviewStage[];
  readOnly: boolean;
}

/** Flow manage → Stages: the plan's stages in order; add, edit, reorder and remove them. */
export function PlanStagesPanel({ planId, stages, readOnly }: PlanStagesPanelProps) {
  const db = useCompanyDb();
  const [editing, setEditing] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [removing, setRemoving] = useState<InterviewStage | null>(null);

  const run = async (write: () => Promise<unknown>, success?: string) => {
    try {
      await write();
      if (success) notifications.show({ message: success, color: 'green' });
    } catch (error) {
      console.error(error);
      notifications.show({ message: FLOW_UPDATE_FAILED, color: 'red' });
    }
  };

  const handleSave = (stageId: string, patch: StagePatch) =>
    void run(() => updateStage(db, stageId, patch), 'Stage saved').then(() => setEditing(null));

  return (
    <Stack gap="md">
      {stages.length === 0 ? (
        <Paper withBorder p="md" radius="md">
          <Text c="dimmed">This flow has no stages yet.</Text>
        </Paper>
      ) : (
        <Accordion
          variant="separated"
          radius="md"
          value={editing ?? open}
          onChange={(value) => {
            setOpen(value);
            if (value !== editing) setEditing(null);
          }}
        >
          {stages.map((stage, index) => {
            const Icon = STAGE_TYPE_ICON[stage.type];
            return (
              <Accordion.Item key={stage.id} value={stage.id}>
                <Group wrap="nowrap" gap={4} pr="xs">
                  <Accordion.Control icon={<Icon size={18} aria-hidden />}>
                    <Group gap="xs" wrap="wrap">
                      <Text fw={600}>
                        {index + 1}. {stage.name}
                      </Text>
                      <Badge variant="light" color="gray" size="sm">
                        {stage.type}
                      </Badge>
                      {stage.duration_minutes !== null && (
                        <Text size="xs" c="dimmed">
                          {stage.duration_minutes} min
                        </Text>
                      )}
                    </Group>
                  </Accordion.Control>
                  {!readOnly && (
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Move ${stage.name} up`}
                        disabled={index === 0}
                        onClick={() => void run(() => moveStage(db, stage.id, 'up'))}
                      >
                        <IconArrowUp size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Move ${stage.name} down`}
                        disabled={index === stages.length - 1}
                        onClick={() => void run(() => moveStage(db, stage.id, 'down'))}
                      >
                        <IconArrowDown size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Edit ${stage.name}`}
                        onClick={() => setEditing(editing === stage.id ? null : stage.id)}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${stage.name}`}
                        onClick={() => setRemoving(stage)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  )}
                </Group>
                <Accordion.Panel>
                  {editing === stage.id ? (
                    <StageEditor
                      key={stage.id}
                      stage={stage}
                      onSave={(patch) => handleSave(stage.id, patch)}
                      onCancel={() => setEditing(null)}
                    />
                  ) : (
                    <StageDetails stage={stage} />
                  )}
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      )}

      {!readOnly && <AddStageForm planId={planId} />}

      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove stage" centered>
        <Stack gap="sm">
          <Text>Remove “{removing?.name}” from this flow? Candidates at this stage will show without a stage.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={() => {
                const stage = removing;
                setRemoving(null);
                if (stage) void run(() => removeStage(db, stage.id), `“${stage.name}” was removed.`);
              }}
            >
              Remove Stage
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** What an interviewer reads before the interview: the attributes with their guidance, the questions. */
function StageDetails({ stage }: { stage: InterviewStage }) {
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600} size="sm" mb={4}>
          Focus attributes
        </Text>
        {stage.focus_attributes.length === 0 ? (
          <Text size="sm" c="dimmed">
            None.
          </Text>
        ) : (
          <Stack gap={6}>
            {stage.focus_attributes.map((attribute) => (
              <div key={attribute.id}>
                <Text size="sm" fw={500}>
                  {attribute.name}
                </Text>
                {attribute.guidance && (
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                    {attribute.guidance}
                  </Text>
                )}
              </div>
            ))}
          </Stack>
        )}
      </div>
      <div>
        <Text fw={600} size="sm" mb={4}>
          Questions
        </Text>
        {stage.questions.length === 0 ? (
          <Text size="sm" c="dimmed">
            None.
          </Text>
        ) : (
          <Stack component="ol" gap={4} m={0} pl="lg">
            {stage.questions.map((question, i) => (
              <Text component="li" size="sm" key={i}>
                {question}
              </Text>
            ))}
          </Stack>
        )}
      </div>
    </Stack>
  );
}

function AddStageForm({ planId }: { planId: string }) {
  const db = useCompanyDb();
  const [name, setName] = useState('');
  const [type, setType] = useState<InterviewStage['type']>('interview');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = stageNameError(name);
    setError(problem);
    if (problem) return;
    try {
      await addStage(db, planId, { name: name.trim(), type });
      setName('');
      notifications.show({ message: 'Stage added', color: 'green' });
    } catch (failure) {
      console.error(failure);
      notifications.show({ message: FLOW_UPDATE_FAILED, color: 'red' });
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={handleSubmit} noValidate aria-label="Add a stage">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label="New stage name"
          value={name}
          error={error}
          maxLength={NAME_MAX_LENGTH}
          style={{ flex: '1 1 220px' }}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Select
          label="Type"
          data={[...STAGE_TYPE_OPTIONS]}
          value={type}
          allowDeselect={false}
          w={160}
          onChange={(value) => value && setType(value as InterviewStage['type'])}
        />
        <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />}>
          Add Stage
        </Button>
      </Group>
    </Paper>
  );
}
