import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
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
import { FeatureCard, FeatureIcon } from '@/ui/FeatureCard';
import { PublicSection, type PublicSectionProps } from '@/ui/PublicSection';

/** The landing page's bands keep their title close to what follows it. */
function Section(
  props: Omit<PublicSectionProps, 'labelledBy' | 'titleGap' | 'tone'> & { id: string; tinted?: boolean },
) {
  const { id, tinted, ...rest } = props;
  return <PublicSection labelledBy={id} titleGap="xs" tone={tinted ? 'gray' : 'plain'} {...rest} />;
}

export function Hero({ onJoinWaitlist }: { onJoinWaitlist: () => void }) {
  return (
    <PublicSection labelledBy="hero-title" tone="violet" size="md" py={{ base: 48, sm: 80 }}>
      <Stack align="center" gap="md">
        <Badge size="lg" variant="light" color="violet.9">
          Launching soon
        </Badge>
        <Title order={1} id="hero-title" ta="center" fz={{ base: 32, sm: 48 }}>
          Hiring that talks with you, not at you
        </Title>
        <Text ta="center" size="lg" c="dark.6" maw={640}>
          Partii uses conversational AI and automation to create jobs, manage candidates, coordinate interviews and
          surface the analytics that matter — so start-ups hire the right people, faster.
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
    </PublicSection>
  );
}

const AUDIENCES = [
  {
    icon: IconUsers,
    title: 'For hiring teams',
    points: [
      'Describe the role in a conversation; Partii drafts the posting.',
      'Every applicant arrives screened, summarised and rated.',
      'One pipeline from application to offer, even offline.',
    ],
  },
  {
    icon: IconUserSearch,
    title: 'For candidates',
    points: [
      'Ask questions about a job and get straight answers.',
      'Apply through a friendly chat in about 5 to 7 minutes.',
      'Show who you are, not just what fits on a CV.',
    ],
  },
];

export function AudienceSection() {
  return (
    <Section id="audience-title" title="Built for both sides of the hire">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {AUDIENCES.map(({ icon: Icon, title, points }) => (
          <Card key={title} withBorder radius="md" padding="lg">
            <Group mb="sm">
              <ThemeIcon size="xl" radius="md" variant="light" aria-hidden>
                <Icon />
              </ThemeIcon>
              <Title order={3}>{title}</Title>
            </Group>
            <List spacing="xs">
              {points.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

const FEATURES = [
  {
    icon: IconBriefcase,
    title: 'Job creation',
    text: 'A guided chat turns what you need into a clear, fair job description in minutes.',
  },
  {
    icon: IconUsers,
    title: 'Candidate management',
    text: 'AI summaries, match ratings and a pipeline that keeps every applicant moving.',
  },
  {
    icon: IconCalendarEvent,
    title: 'Interview coordination',
    text: 'Structured interview flows so every candidate gets the same fair process.',
  },
  { icon: IconChartBar, title: 'Analytics', text: 'Interview and offer rates per job, so you know what is working.' },
];

export function FeatureGrid() {
  return (
    <Section id="features-title" title="Everything a small team needs to hire well" tinted>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        {FEATURES.map(({ icon, title, text }) => (
          <FeatureCard key={title} marker={<FeatureIcon icon={icon} />} title={title} text={text} titleGap={4} />
        ))}
      </SimpleGrid>
    </Section>
  );
}

const DIFFERENTIATORS = [
  {
    icon: IconMessageChatbot,
    title: 'Conversational, not form-filling',
    text: 'Recruiters and candidates talk to Partii the way they talk to people.',
  },
  {
    icon: IconBolt,
    title: 'Automation that explains itself',
    text: 'Every AI rating comes with the evidence behind it.',
  },
  {
    icon: IconWifiOff,
    title: 'Works offline',
    text: 'Review candidates on a train; changes sync when you are back online.',
  },
  {
    icon: IconShieldCheck,
    title: 'Privacy by design',
    text: 'You control your candidate data; we only process it for you.',
  },
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
  {
    title: 'Create',
    text: 'Tell Partii about the role. It asks the questions a great recruiter would and drafts the job.',
  },
  { title: 'Connect', text: 'Candidates find the job, ask questions and apply through a short conversation.' },
  { title: 'Match', text: 'Partii screens every application against what matters and shows you the best fits first.' },
];

export function HowItWorks() {
  return (
    <Section id="how-it-works" title="How it works" subtitle="Three steps from an open role to the right hire." tinted>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {STEPS.map((step, index) => (
          <FeatureCard
            key={step.title}
            marker={
              <Text fw={800} c="violet.8" size="xl" aria-hidden>
                {index + 1}
              </Text>
            }
            title={step.title}
            text={step.text}
          />
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
