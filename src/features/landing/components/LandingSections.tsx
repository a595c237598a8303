import { Badge, Box, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBolt,
  IconBriefcase,
  IconCalendarEvent,
  IconChartBar,
  IconMessageChatbot,
  IconShieldCheck,
  IconUsers,
  IconUserSearch,
  IconWifiOff,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

function Section({ id, title, subtitle, children, tinted }: { id: string; title: string; subtitle?: string; children: ReactNode; tinted?: boolean }) {
  return (
    <Box component="section" py={48} aria-labelledby={id} bg={tinted ? 'var(--mantine-color-gray-0)' : undefined}>
      <Container size="lg">
        <Title order={2} id={id} ta="center" mb="xs">
          {title}
        </Title>
        {subtitle && (
          <Text ta="center" c="dark.6" mb="lg" maw={640} mx="auto">
            {subtitle}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}

export function Hero({ onJoinWaitlist }: { onJoinWaitlist: () => void }) {
  return (
    <Box component="section" py={{ base: 48, sm: 80 }} aria-labelledby="hero-title" bg="var(--mantine-color-violet-0)">
      <Container size="md">
        <Stack align="center" gap="md">
          <Badge size="lg" variant="light" color="violet.9">
            Launching soon
          </Badge>
          <Title order={1} id="hero-title" ta="center" fz={{ base: 32, sm: 48 }}>
            Hiring that talks with you, not at you
          </Title>
          <Text ta="center" size="lg" c="dark.6" maw={640}>
            Partii uses conversational AI and automation to create jobs, manage candidates, coordinate interviews and surface the
            analytics that matter — so start-ups hire the right people, faster.
          </Text>
          <Group>
            <Button size="lg" onClick={onJoinWaitlist}>
              Join the Waitlist
            </Button>
            <Button size="lg" variant="default" component="a" href="#how-it-works">
              How it works
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}

export function AudienceSection() {
  return (
    <Section id="audience-title" title="Built for both sides of the hire">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg">
          <Group mb="sm">
            <ThemeIcon size="xl" radius="md" variant="light" aria-hidden>
              <IconUsers />
            </ThemeIcon>
            <Title order={3}>For hiring teams</Title>
          </Group>
          <List spacing="xs">
            <List.Item>Describe the role in a conversation; Partii drafts the posting.</List.Item>
            <List.Item>Every applicant arrives screened, summarised and rated.</List.Item>
            <List.Item>One pipeline from application to offer, even offline.</List.Item>
          </List>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Group mb="sm">
            <ThemeIcon size="xl" radius="md" variant="light" aria-hidden>
              <IconUserSearch />
            </ThemeIcon>
            <Title order={3}>For candidates</Title>
          </Group>
          <List spacing="xs">
            <List.Item>Ask questions about a job and get straight answers.</List.Item>
            <List.Item>Apply through a friendly chat in about 5 to 7 minutes.</List.Item>
            <List.Item>Show who you are, not just what fits on a CV.</List.Item>
          </List>
        </Card>
      </SimpleGrid>
    </Section>
  );
}

const FEATURES = [
  { icon: IconBriefcase, title: 'Job creation', text: 'A guided chat turns what you need into a clear, fair job description in minutes.' },
  { icon: IconUsers, title: 'Candidate management', text: 'AI summaries, match ratings and a pipeline that keeps every applicant moving.' },
  { icon: IconCalendarEvent, title: 'Interview coordination', text: 'Structured interview flows so every candidate gets the same fair process.' },
  { icon: IconChartBar, title: 'Analytics', text: 'Interview and offer rates per job, so you know what is working.' },
];

export function FeatureGrid() {
  return (
    <Section id="features-title" title="Everything a small team needs to hire well" tinted>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <Card key={title} withBorder radius="md" padding="lg">
            <ThemeIcon size="xl" radius="md" mb="sm" aria-hidden>
              <Icon />
            </ThemeIcon>
            <Title order={3} size="h4" mb={4}>
              {title}
            </Title>
            <Text size="sm" c="dark.6">
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

const DIFFERENTIATORS = [
  { icon: IconMessageChatbot, title: 'Conversational, not form-filling', text: 'Recruiters and candidates talk to Partii the way they talk to people.' },
  { icon: IconBolt, title: 'Automation that explains itself', text: 'Every AI rating comes with the evidence behind it.' },
  { icon: IconWifiOff, title: 'Works offline', text: 'Review candidates on a train; changes sync when you are back online.' },
  { icon: IconShieldCheck, title: 'Privacy by design', text: 'You control your candidate data; we only process it for you.' },
];

export function Differentiators() {
  return (
    <Section id="why-title" title="Why Partii is different">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {DIFFERENTIATORS.map(({ icon: Icon, title, text }) => (
          <Group key={title} align="flex-start" wrap="nowrap">
            <ThemeIcon size="lg" radius="xl" variant="light" aria-hidden>
              <Icon size={20} />
            </ThemeIcon>
            <div>
              <Title order={3} size="h5">
                {title}
              </Title>
              <Text size="sm" c="dark.6">
                {text}
              </Text>
            </div>
          </Group>
        ))}
      </SimpleGrid>
    </Section>
  );
}

const STEPS = [
  { title: 'Create', text: 'Tell Partii about the role. It asks the questions a great recruiter would and drafts the job.' },
  { title: 'Connect', text: 'Candidates find the job, ask questions and apply through a short conversation.' },
  { title: 'Match', text: 'Partii screens every application against what matters and shows you the best fits first.' },
];

export function HowItWorks() {
  return (
    <Section id="how-it-works" title="How it works" subtitle="Three steps from an open role to the right hire." tinted>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {STEPS.map((step, index) => (
          <Card key={step.title} withBorder radius="md" padding="lg">
            <Text fw={800} c="violet.8" size="xl" aria-hidden>
              {index + 1}
            </Text>
            <Title order={3} size="h4">
              {step.title}
            </Title>
            <Text size="sm" c="dark.6">
              {step.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function WaitlistSection({ children }: { children: ReactNode }) {
  return (
    <Section id="waitlist-title" title="Join the waitlist" subtitle="Be the first to try Partii when it launches.">
      <Card withBorder radius="md" padding="lg" maw={720} mx="auto">
        {children}
      </Card>
    </Section>
  );
}
