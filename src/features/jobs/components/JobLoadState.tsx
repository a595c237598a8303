import { Center, Loader, Stack, Title } from '@mantine/core';
import { AnchorLink } from '../../../ui/links';

/** While a job page's live queries give their first answer (the local store answers at once). */
export function JobLoading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}

/** Spec §2: 'Job not found' with a back link, shared by the job detail and its candidates page. */
export function JobNotFound() {
  return (
    <Stack align="center" py="xl">
      <Title order={1} size="h3">
        Job not found
      </Title>
      <AnchorLink to="/app/jobs">Back to Jobs</AnchorLink>
    </Stack>
  );
}
