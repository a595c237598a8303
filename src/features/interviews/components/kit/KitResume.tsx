import { Button, Group, Spoiler, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useCompanyDb } from '@/db/react';
import type { Application } from '@/db';
import { saveFile } from '@/ui/saveFile';
import type { InterviewKit } from '../../queries/interviewReads';
import { KitSection } from './KitSection';

export const RESUME_NOT_OFFLINE = 'This resume is not available offline yet.';

/**
 * The resume from the device's offline copy (resumeCache, filled by the sync while online), and
 * the text read from it at screening (in the application row, so it reads offline too).
 */
export function KitResume({
  resume,
  application,
}: {
  resume: InterviewKit['resume'];
  application: Application | undefined;
}) {
  const db = useCompanyDb();
  const handleDownload = async () => {
    if (!resume) return;
    const cached = await db.resumeCache.get(resume.cvUrl);
    if (!cached) {
      notifications.show({ message: RESUME_NOT_OFFLINE, color: 'yellow' });
      return;
    }
    saveFile(cached.blob, resume.fileName || cached.name);
  };
  return (
    <KitSection title="Resume">
      {!resume ? (
        <Text size="sm" c="dimmed">
          The candidate sent no resume.
        </Text>
      ) : (
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={handleDownload}
          >
            Download Resume
          </Button>
          <Text size="xs" c="dimmed">
            {resume.fileName} · {resume.cached ? 'available offline' : 'not available offline yet'}
          </Text>
        </Group>
      )}
      {application?.resume_text?.trim() && (
        <Spoiler maxHeight={160} showLabel="Show the whole resume" hideLabel="Show less" mt="sm">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {application.resume_text}
          </Text>
        </Spoiler>
      )}
    </KitSection>
  );
}
