import { useState } from 'react';
import { ActionIcon, Button, Group, NumberInput, Paper, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { InterviewStage } from '@/db';
import type { StagePatch } from '../commands/stageCommands';
import { STAGE_TYPE_OPTIONS } from '../model/flowTexts';
import { cleanAttributes, questionsFromText, type FocusAttribute } from '../model/focusAttributes';
import { NAME_MAX_LENGTH, stageNameError } from '../model/planForm';

export interface StageEditorProps {
  stage: InterviewStage;
  onSave: (patch: StagePatch) => void;
  onCancel: () => void;
}

/** One stage's fields: name, type, length, the focus attributes with guidance, the questions. */
export function StageEditor({ stage, onSave, onCancel }: StageEditorProps) {
  const [name, setName] = useState(stage.name);
  const [type, setType] = useState(stage.type);
  const [duration, setDuration] = useState<number | null>(stage.duration_minutes);
  const [attributes, setAttributes] = useState<FocusAttribute[]>(stage.focus_attributes);
  const [questions, setQuestions] = useState(stage.questions.join('\n'));
  const [nameError, setNameError] = useState<string | null>(null);

  const setAttribute = (index: number, patch: Partial<FocusAttribute>) =>
    setAttributes(attributes.map((a, i) => (i === index ? { ...a, ...patch } : a)));

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const error = stageNameError(name);
    setNameError(error);
    if (error) return;
    onSave({
      name: name.trim(),
      type,
      duration_minutes: duration,
      focus_attributes: cleanAttributes(attributes),
      questions: questionsFromText(questions),
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={`Edit ${stage.name}`}>
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="Stage name"
            value={name}
            maxLength={NAME_MAX_LENGTH}
            error={nameError}
            required
            miw={200}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Select
            label="Stage type"
            data={[...STAGE_TYPE_OPTIONS]}
            value={type}
            allowDeselect={false}
            miw={140}
            onChange={(value) => value && setType(value as InterviewStage['type'])}
          />
          <NumberInput
            label="Length (minutes)"
            value={duration ?? ''}
            min={1}
            max={600}
            miw={140}
            allowDecimal={false}
            onChange={(value) => setDuration(typeof value === 'number' ? value : null)}
          />
        </Group>

        <Stack gap="xs">
          <Text fw={600} size="sm">
            Focus attributes
          </Text>
          {attributes.length === 0 && (
            <Text size="sm" c="dimmed">
              No attributes to rate at this stage.
            </Text>
          )}
          {attributes.map((attribute, index) => (
            <Paper key={attribute.id || `new-${index}`} withBorder p="xs" radius="sm">
              <Group align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={4} style={{ flex: 1 }}>
                  <TextInput
                    label="Attribute name"
                    size="xs"
                    value={attribute.name}
                    onChange={(e) => setAttribute(index, { name: e.currentTarget.value })}
                  />
                  <Textarea
                    label="Guidance"
                    size="xs"
                    autosize
                    minRows={2}
                    value={attribute.guidance}
                    onChange={(e) => setAttribute(index, { guidance: e.currentTarget.value })}
                  />
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={22}
                  aria-label={`Remove attribute ${attribute.name || index + 1}`}
                  onClick={() => setAttributes(attributes.filter((_, i) => i !== index))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
          <Group>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setAttributes([...attributes, { id: '', name: '', guidance: '' }])}
            >
              Add attribute
            </Button>
          </Group>
        </Stack>

        <Textarea
          label="Questions"
          description="One question per line."
          autosize
          minRows={3}
          value={questions}
          onChange={(e) => setQuestions(e.currentTarget.value)}
        />

        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Save Stage</Button>
        </Group>
      </Stack>
    </form>
  );
}
