import { useState } from 'react';
import { ActionIcon, Grid, Group, NavLink, Paper, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconRobot, IconSend, IconUser } from '@tabler/icons-react';
import { SAMPLE_CONVERSATIONS } from '../model/sampleConversations';

/** /app/chat (spec §2): a placeholder with sample conversations; sending is not wired. */
export function ChatPage() {
  const [activeId, setActiveId] = useState(SAMPLE_CONVERSATIONS[0]!.id);
  const active = SAMPLE_CONVERSATIONS.find((c) => c.id === activeId) ?? SAMPLE_CONVERSATIONS[0]!;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Chat
        </Title>
        <Text c="dimmed">Sample conversations — the hiring chat is coming soon.</Text>
      </div>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="xs" component="nav" aria-label="Conversations">
            {SAMPLE_CONVERSATIONS.map((c) => (
              <NavLink
                key={c.id}
                active={c.id === activeId}
                label={c.name}
                description={c.preview}
                onClick={() => setActiveId(c.id)}
                // The default active description is too pale on the active tint (WCAG AA).
                styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
              />
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md">
            <ScrollArea h={400} p="md" viewportProps={{ tabIndex: 0, 'aria-label': 'Messages' }}>
              <Stack gap="sm" role="log" aria-label={`Conversation with ${active.name}`}>
                {active.messages.map((m) => (
                  <Group
                    key={m.id}
                    justify={m.sender === 'user' ? 'flex-end' : 'flex-start'}
                    align="flex-start"
                    wrap="nowrap"
                    gap="xs"
                  >
                    {m.sender === 'ai' && <IconRobot size={18} aria-hidden />}
                    <Paper
                      p="sm"
                      radius="md"
                      maw="80%"
                      bg={m.sender === 'user' ? 'violet.8' : 'var(--mantine-color-gray-light)'}
                      c={m.sender === 'user' ? 'white' : undefined}
                    >
                      <Text size="sm">{m.content}</Text>
                      <Text size="xs" opacity={0.8} mt={4}>
                        {m.timestamp}
                      </Text>
                    </Paper>
                    {m.sender === 'user' && <IconUser size={18} aria-hidden />}
                  </Group>
                ))}
              </Stack>
            </ScrollArea>
            <Group p="sm" gap="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
              <TextInput flex={1} aria-label="Message" placeholder="Type a message..." />
              <ActionIcon size="lg" aria-label="Send message">
                <IconSend size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
