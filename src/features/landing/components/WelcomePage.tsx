import { useEffect, useState } from 'react';
import { Box, Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { DeferredDialog, lazyWithPublicStore } from '@/features/public-forms/components/deferred';
import { ILLUSTRATIONS, ILLUSTRATION_ROTATION_MS } from './Illustrations';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './publicSite.css';
import { PublicSection } from '@/ui/PublicSection';

const EmailCaptureDialog = lazyWithPublicStore(() =>
  import('@/features/waitlist/components/EmailCaptureDialog').then((module) => module.EmailCaptureDialog),
);
const WaitlistDialog = lazyWithPublicStore(() =>
  import('@/features/waitlist/components/WaitlistDialog').then((module) => module.WaitlistDialog),
);

const FEATURES = [
  'Create job descriptions through a guided conversation',
  'Let candidates ask questions and apply by chat',
  'AI summaries and match ratings with the evidence behind them',
  'A hiring pipeline that works on the go, even offline',
  'Interview flows that keep every candidate’s process fair',
];

/** The waitlist landing page (spec §2 "/welcome"). */
export function WelcomePage() {
  const [slide, setSlide] = useState(0);
  const [capture, setCapture] = useState<null | 'Join the Waitlist' | 'Stay in the Loop'>(null);
  const [waitlistEmail, setWaitlistEmail] = useState('');
  const [waitlistOpen, setWaitlistOpen] = useState(false);

  useEffect(() => {
    const timer = setInterval(
      () => setSlide((current) => (current + 1) % ILLUSTRATIONS.length),
      ILLUSTRATION_ROTATION_MS,
    );
    return () => clearInterval(timer);
  }, []);

  const { Component: Illustration, caption } = ILLUSTRATIONS[slide];

  const handleEmail = (email: string) => {
    setWaitlistEmail(email);
    setCapture(null);
    setWaitlistOpen(true);
  };

  return (
    <Box className="partii-public">
      <SiteHeader onJoinWaitlist={() => setCapture('Join the Waitlist')} />
      <Box component="main">
        <PublicSection labelledBy="welcome-title" tone="violet" py={{ base: 40, sm: 72 }}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Stack justify="center" gap="md">
              <Title order={1} id="welcome-title" fz={{ base: 32, sm: 44 }}>
                Hiring for start-ups, reimagined with conversational AI
              </Title>
              <Text size="lg" c="dark.6">
                Partii is an AI-assisted hiring platform that takes the busywork out of recruiting, so your team can
                focus on people.
              </Text>
              <Group>
                <Button size="lg" onClick={() => setCapture('Join the Waitlist')}>
                  Join the Waitlist
                </Button>
                <Button size="lg" variant="default" onClick={() => setCapture('Stay in the Loop')}>
                  Stay in the Loop
                </Button>
              </Group>
            </Stack>
            <Stack align="center" gap="xs">
              <Illustration />
              <Text size="sm" c="dark.6" aria-live="polite">
                {caption}
              </Text>
            </Stack>
          </SimpleGrid>
        </PublicSection>

        <PublicSection labelledBy="problem-title">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Card withBorder radius="md" padding="lg">
              <Title order={2} id="problem-title" size="h3" mb="sm">
                The problem
              </Title>
              <Text c="dark.6">
                Small teams spend hours writing job posts, sifting CVs and chasing schedules. Great candidates drop out
                of long forms, and the requirements that really matter rarely make it into the posting.
              </Text>
            </Card>
            <Card withBorder radius="md" padding="lg">
              <Title order={2} size="h3" mb="sm">
                The solution
              </Title>
              <Text c="dark.6">
                Partii talks with the hiring manager to capture the real role, talks with candidates to understand them,
                and matches the two — with every recommendation explained.
              </Text>
            </Card>
          </SimpleGrid>
        </PublicSection>

        <PublicSection labelledBy="welcome-features" title="What you get" tone="gray" size="md">
          <List
            spacing="sm"
            icon={
              <ThemeIcon radius="xl" size="md" aria-hidden>
                <IconCheck size={16} />
              </ThemeIcon>
            }
          >
            {FEATURES.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
          <Group justify="center" mt="xl">
            <Button size="lg" onClick={() => setCapture('Join the Waitlist')}>
              Join the Waitlist
            </Button>
          </Group>
        </PublicSection>
      </Box>
      <SiteFooter />
      <DeferredDialog
        opened={capture !== null}
        render={(opened) => (
          <EmailCaptureDialog
            opened={opened}
            title={capture ?? ''}
            onClose={() => setCapture(null)}
            onContinue={handleEmail}
          />
        )}
      />
      <DeferredDialog
        opened={waitlistOpen}
        render={(opened) => (
          <WaitlistDialog
            opened={opened}
            waitlistEmail={waitlistEmail}
            onClose={() => setWaitlistOpen(false)}
            onJoined={() => setWaitlistEmail('')}
          />
        )}
      />
    </Box>
  );
}
