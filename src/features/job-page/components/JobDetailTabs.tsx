import { Badge, Group, List, Stack, Tabs, Text, Title } from '@mantine/core';
import type { Job } from '@/db';
import { jobSalaryLabel } from '@/features/jobs/model/salaryLabel';

/** Tabs Job Description / Company Info / Benefits, filled from the job's own fields. */
export function JobDetailTabs({ job }: { job: Job }) {
  return (
    <Tabs defaultValue="description" keepMounted={false}>
      <Tabs.List grow>
        <Tabs.Tab value="description">Job Description</Tabs.Tab>
        <Tabs.Tab value="company">Company Info</Tabs.Tab>
        <Tabs.Tab value="benefits">Benefits</Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="description" pt="md">
        <Stack gap="md">
          <Text style={{ whiteSpace: 'pre-wrap' }}>
            {job.description || 'The hiring team has not added a description yet.'}
          </Text>
          {job.must_have_requirements.length > 0 && (
            <div>
              <Title order={2} size="h4" mb="xs">
                Requirements
              </Title>
              <List spacing={4}>
                {job.must_have_requirements.map((requirement) => (
                  <List.Item key={requirement}>{requirement}</List.Item>
                ))}
              </List>
            </div>
          )}
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="company" pt="md">
        <Stack gap="xs">
          {job.company_name && (
            <Title order={2} size="h4">
              {job.company_name}
            </Title>
          )}
          <Text>
            {job.company_name ? `${job.company_name} is a start-up` : 'This role is with a start-up'} that hires through
            Partii: applications are read by the hiring team itself, and every applicant hears back.
          </Text>
          <Group gap="xs">
            {job.department && (
              <Badge variant="light" color="violet.9">
                Department: {job.department}
              </Badge>
            )}
            {job.job_type && (
              <Badge variant="light" color="violet.9">
                {job.job_type}
              </Badge>
            )}
            {job.experience_level && (
              <Badge variant="light" color="violet.9">
                {job.experience_level}
              </Badge>
            )}
          </Group>
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="benefits" pt="md">
        <List spacing={4}>
          <List.Item>Salary: {jobSalaryLabel(job)}</List.Item>
          <List.Item>A small team where your work is visible from day one</List.Item>
          <List.Item>Learning budget and time to grow your skills</List.Item>
          <List.Item>Flexible hours agreed with your team</List.Item>
          <List.Item>A fast, transparent hiring process (usually 2-3 weeks)</List.Item>
        </List>
      </Tabs.Panel>
    </Tabs>
  );
}
