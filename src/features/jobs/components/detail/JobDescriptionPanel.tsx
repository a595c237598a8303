import { Accordion, Badge, Button, Collapse, Group, Paper, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { Job } from '@/db';

/** The collapsible description with its skills, and the job's questions accordion. */
export function JobDescriptionPanel({ job }: { job: Job }) {
  const [opened, { toggle }] = useDisclosure(true);
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Job Description
        </Title>
        <Button
          variant="subtle"
          size="xs"
          onClick={toggle}
          aria-expanded={opened}
          rightSection={opened ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
        >
          {opened ? 'Hide' : 'Show'}
        </Button>
      </Group>
      <Collapse expanded={opened}>
        <Text mt="sm" style={{ whiteSpace: 'pre-line' }}>
          {job.description || 'No description provided.'}
        </Text>
        {job.skills.length > 0 && (
          <>
            <Text fw={600} mt="md" mb="xs">
              Skills
            </Text>
            <Group gap="xs">
              {job.skills.map((skill) => (
                <Badge key={skill} variant="light">
                  {skill}
                </Badge>
              ))}
            </Group>
          </>
        )}
      </Collapse>
      {job.questions.length > 0 && (
        <>
          <Title order={3} size="h5" mt="lg" mb="xs">
            Job Questions
          </Title>
          <Accordion variant="separated">
            {job.questions.map((q, index) => (
              <Accordion.Item key={`${index}-${q.question}`} value={`${index}`}>
                <Accordion.Control>{q.question}</Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm" c="dimmed">
                    Ideal answer
                  </Text>
                  <Text>{q.answer}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </>
      )}
    </Paper>
  );
}
