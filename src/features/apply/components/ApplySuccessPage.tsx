import { Suspense, useEffect } from 'react';
import { Box, Button, Container, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PublicJobsHeader } from '@/features/jobs/components/board/PublicJobsHeader';
import { lazyWithPublicStore } from '@/features/public-forms/components/deferred';
import '@/features/landing/components/publicSite.css';

// The submission's state comes from the public store, loaded after the page has painted (B9).
const SubmissionBanner = lazyWithPublicStore(() =>
  import('./SubmissionBanner').then((module) => module.SubmissionBanner),
);

/** Spec §9: confetti with 300 particles. */
export const CONFETTI_PARTICLES = 300;

/** /apply-success: confetti, what happens next, and 'Browse More Jobs'. */
export function ApplySuccessPage({ jobId }: { jobId?: string }) {
  useEffect(() => {
    void import('canvas-confetti').then(({ default: confetti }) =>
      confetti({
        particleCount: CONFETTI_PARTICLES,
        spread: 100,
        origin: { y: 0.6 },
        disableForReducedMotion: true,
      }),
    );
  }, []);
  return (
    <Box className="partii-public">
      <PublicJobsHeader />
      <Container size="sm" component="main" py="xl">
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="md">
            <ThemeIcon size={64} radius="xl" color="green" aria-hidden>
              <IconCircleCheck size={40} />
            </ThemeIcon>
            <Title order={1} ta="center" fz={{ base: 26, sm: 32 }}>
              Application Submitted Successfully!
            </Title>
            {jobId && (
              <Box w="100%">
                <Suspense fallback={null}>
                  <SubmissionBanner jobId={jobId} />
                </Suspense>
              </Box>
            )}
            <Title order={2} size="h4" style={{ alignSelf: 'flex-start' }}>
              What happens next
            </Title>
            <List spacing="xs" style={{ alignSelf: 'stretch' }}>
              <List.Item>The hiring team will review your application within 3-5 business days.</List.Item>
              <List.Item>You will receive an email notification about the status of your application.</List.Item>
              <List.Item>If you are selected, you will be invited to an interview.</List.Item>
              <List.Item>The whole process may take 2-3 weeks.</List.Item>
            </List>
            <Text size="sm" c="dark.6" ta="center">
              Thank you for applying!
            </Text>
            <Button component={Link} to="/candidates" size="md">
              Browse More Jobs
            </Button>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
