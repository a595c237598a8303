import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { Job } from '@/db';
import { relativeAge } from '../../model/relativeAge';
import { salaryLabel, salaryRangeBadge } from '../../model/salaryLabel';
import { SkillBadges } from '@/ui/SkillBadges';

export interface JobCardProps {
  job: Job;
  /** 'candidates': the /candidates card shows the salary badge only when both bounds exist. */
  variant?: 'board' | 'candidates';
  now?: Date;
  headingLevel?: 2 | 3;
}

/** A published job: title, location, relative age, salary, description (2 lines), skills, View Details. */
export function JobCard({ job, variant = 'board', now, headingLevel = 3 }: JobCardProps) {
  const salary =
    variant === 'candidates'
      ? salaryRangeBadge(job.salary_min, job.salary_max)
      : salaryLabel(job.salary_min, job.salary_max);
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={job.title}>
      <Stack gap="xs" h="100%">
        <Title order={headingLevel} size="h4">
          {job.title}
        </Title>
        {job.company_name && (
          <Text size="sm" fw={600} c="violet.9" mt={-6}>
            {job.company_name}
          </Text>
        )}
        <Group gap="md" c="dark.6">
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">{job.location || 'Location not specified'}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconClock size={16} aria-hidden />
            <Text size="sm">{relativeAge(job.created_at, now)}</Text>
          </Group>
        </Group>
        {salary && (
          <Badge variant="light" color="green.9" size="lg" style={{ alignSelf: 'flex-start', textTransform: 'none' }}>
            {salary}
          </Badge>
        )}
        {job.description && (
          <Text size="sm" lineClamp={2} c="dark.6">
            {job.description}
          </Text>
        )}
        {job.skills.length > 0 && (
          <SkillBadges skills={job.skills} max={5} gap={6} badge={{ variant: 'outline', color: 'gray.8' }} />
        )}
        <Button
          component={Link}
          to={`/job/${job.id}`}
          variant="light"
          mt="auto"
          aria-label={`View Details: ${job.title}`}
        >
          View Details
        </Button>
      </Stack>
    </Card>
  );
}
