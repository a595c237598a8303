import { Badge, Group, List, Stack, Text } from '@mantine/core';
import type { Job } from '@/db';
import { KitSection } from './KitSection';

/** What the job asks for: its must-haves and its skills. */
export function KitJob({ job }: { job: Job | undefined }) {
  const mustHaves = job?.must_have_requirements ?? [];
  const skills = job?.skills ?? [];
  return (
    <KitSection title="Must-haves and skills">
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={600} mb={4}>
            Must-haves
          </Text>
          {mustHaves.length ? (
            <List size="sm" spacing={2}>
              {mustHaves.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" c="dimmed">
              The job lists no must-haves.
            </Text>
          )}
        </div>
        <div>
          <Text size="sm" fw={600} mb={4}>
            Skills
          </Text>
          {skills.length ? (
            <Group gap={4}>
              {skills.map((skill) => (
                <Badge key={skill} variant="outline" color="gray" size="sm" tt="none">
                  {skill}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              The job lists no skills.
            </Text>
          )}
        </div>
      </Stack>
    </KitSection>
  );
}
