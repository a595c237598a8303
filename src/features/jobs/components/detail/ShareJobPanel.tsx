import { useEffect, useRef, useState } from 'react';
import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** Share This Job: the public link and Copy Link ('Copied!' for 2 s; spec §2, §9). */
export function ShareJobPanel({ jobId }: { jobId: string }) {
  const link = `${window.location.origin}/job/${jobId}`;
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch (error) {
      console.error(error);
      notifications.show({ message: 'Failed to copy link', color: 'red' });
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        Share This Job
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Anyone with this link can see the job and apply.
      </Text>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          flex={1}
          readOnly
          value={link}
          aria-label="Public job link"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button
          onClick={handleCopy}
          variant={copied ? 'light' : 'filled'}
          leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
        >
          {copied ? 'Copied!' : 'Copy Link'}
        </Button>
      </Group>
    </Paper>
  );
}
