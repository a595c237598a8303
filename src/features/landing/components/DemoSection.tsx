import { useEffect, useState } from 'react';
import { Box, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import {
  CANDIDATE_SCRIPT,
  DEMO_DURATION_MS,
  HIRING_MANAGER_SCRIPT,
  demoVisibleCounts,
  type DemoMessage,
} from '../model/demoScript';

function DemoPanel({ title, messages, count }: { title: string; messages: DemoMessage[]; count: number }) {
  return (
    <Paper withBorder radius="md" p="md" h={340} style={{ overflow: 'hidden' }} aria-label={title} role="region">
      <Text fw={700} mb="sm">
        {title}
      </Text>
      <Stack gap="xs" aria-live="polite">
        {messages.slice(0, count).map((message) => (
          <Box
            key={message.text}
            p="sm"
            style={{
              borderRadius: 12,
              alignSelf: message.sender === 'AI' ? 'flex-start' : 'flex-end',
              maxWidth: '88%',
              background: message.sender === 'AI' ? 'var(--mantine-color-violet-0)' : 'var(--mantine-color-gray-1)',
            }}
          >
            <Text size="xs" fw={700} c={message.sender === 'AI' ? 'violet.9' : 'dark.6'}>
              {message.name}
            </Text>
            <Text size="sm">{message.text}</Text>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

/** The two-panel animated demo; timings and scripts come from model/demoScript. */
export function DemoSection() {
  const reduceMotion = useReducedMotion();
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (reduceMotion) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const now = Date.now() - started;
      setElapsed(now);
      if (now >= DEMO_DURATION_MS) clearInterval(timer);
    }, 100);
    return () => clearInterval(timer);
  }, [reduceMotion]);
  const counts = reduceMotion
    ? { manager: HIRING_MANAGER_SCRIPT.length, candidate: CANDIDATE_SCRIPT.length }
    : demoVisibleCounts(elapsed);

  return (
    <Box component="section" py={48} aria-labelledby="demo-title">
      <Container size="lg">
        <Title order={2} id="demo-title" ta="center" mb="xs">
          See Partii in action
        </Title>
        <Text ta="center" c="dark.6" mb="lg">
          One assistant, two conversations: it learns what the team really needs and what each candidate brings.
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <DemoPanel title="Hiring Manager View" messages={HIRING_MANAGER_SCRIPT} count={counts.manager} />
          <DemoPanel title="Candidate View" messages={CANDIDATE_SCRIPT} count={counts.candidate} />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
