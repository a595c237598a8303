// What the screening found, for the candidate profile and the interview kit: matched skills and
// must-haves in green (with where they were found), missing must-haves in red, missing skills in a
// neutral grey, and the years of experience read. Without evidence it says why (ratingWithEvidence):
// not screened yet, or a rating whose evidence was not recorded.
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { ratingWithEvidence, type RatedApplication } from '../model/ratingWithEvidence';
import { formatYears, type EvidenceSource } from '../model/screening';

export interface MatchEvidenceProps {
  /** The application's ai_rating and ai_evidence (any value; what is not screening evidence shows a note). */
  application: RatedApplication;
  /** Fewer words: no section for skills that are simply not mentioned. */
  compact?: boolean;
}

const WHERE_LABEL: Record<EvidenceSource, string> = { resume: 'resume', answers: 'chat answers' };

// Colours dark enough for text contrast (WCAG AA 4.5:1 on white): Mantine's green.8/9 are not.
const MATCHED_COLOR = '#2b7a3b';
const MISSING_COLOR = 'var(--mantine-color-red-9)';
const SECONDARY_TEXT = 'gray.7';

function whereText(where: readonly EvidenceSource[]): string {
  return `Found in ${where.map((w) => WHERE_LABEL[w]).join(' and ')}`;
}

export function MatchEvidence({ application, compact = false }: MatchEvidenceProps) {
  const { evidence, evidenceLine } = ratingWithEvidence(application);
  if (!evidence) {
    return (
      <Text size="sm" c={SECONDARY_TEXT} data-testid="match-evidence-empty">
        {evidenceLine}.
      </Text>
    );
  }
  const skillTotal = evidence.matchedSkills.length + evidence.missingSkills.length;
  const mustTotal = evidence.matchedMustHaves.length + evidence.missingMustHaves.length;

  return (
    <Stack gap="sm" data-testid="match-evidence">
      {skillTotal > 0 && (
        <section aria-label="Skills">
          <Text size="sm" fw={600} mb={4}>
            Skills matched: {evidence.matchedSkills.length} of {skillTotal}
          </Text>
          <Group gap={6}>
            {evidence.matchedSkills.map((m) => (
              <Tooltip key={m.skill} label={whereText(m.where)} withArrow>
                <Badge
                  color={MATCHED_COLOR}
                  variant="filled"
                  tt="none"
                  leftSection={<IconCheck size={12} aria-hidden />}
                  data-evidence="matched-skill"
                >
                  {m.skill}
                  <Text span inherit ml={4} fw={400}>
                    ({m.where.map((w) => WHERE_LABEL[w]).join(', ')})
                  </Text>
                </Badge>
              </Tooltip>
            ))}
            {!compact &&
              evidence.missingSkills.map((skill) => (
                <Badge
                  key={skill}
                  color="gray"
                  c="gray.8"
                  variant="outline"
                  tt="none"
                  data-evidence="missing-skill"
                  title="Not mentioned"
                >
                  {skill}
                </Badge>
              ))}
          </Group>
        </section>
      )}

      {mustTotal > 0 && (
        <section aria-label="Must-have requirements">
          <Text size="sm" fw={600} mb={4}>
            Must-haves met: {evidence.matchedMustHaves.length} of {mustTotal}
          </Text>
          <Stack gap={4}>
            {evidence.matchedMustHaves.map((m) => (
              <Group key={m.requirement} gap={6} wrap="nowrap" data-evidence="matched-must-have">
                <IconCheck size={16} color={MATCHED_COLOR} aria-label="Met" />
                <Text size="sm" c={MATCHED_COLOR}>
                  {m.requirement}
                </Text>
                <Text size="xs" c={SECONDARY_TEXT}>
                  {whereText(m.where)}
                </Text>
              </Group>
            ))}
            {evidence.missingMustHaves.map((requirement) => (
              <Group key={requirement} gap={6} wrap="nowrap" data-evidence="missing-must-have">
                <IconX size={16} color={MISSING_COLOR} aria-label="Missing" />
                <Text size="sm" c={MISSING_COLOR}>
                  {requirement}
                </Text>
              </Group>
            ))}
          </Stack>
        </section>
      )}

      <section aria-label="Experience">
        <Group gap={6}>
          {evidence.yearsOfExperience === null && evidence.requiredYears ? (
            <IconAlertTriangle size={16} color="var(--mantine-color-yellow-8)" aria-hidden />
          ) : null}
          <Text size="sm" data-evidence="years">
            {experienceText(evidence.yearsOfExperience, evidence.requiredLevel, evidence.requiredYears ?? null)}
          </Text>
        </Group>
        {!compact && evidence.experiencePhrases && evidence.experiencePhrases.length > 0 && (
          <Text size="xs" c={SECONDARY_TEXT}>
            Read from: {evidence.experiencePhrases.map((p) => `“${p}”`).join(', ')}
          </Text>
        )}
      </section>

      {evidence.resumeRead === false && (
        <Text size="xs" c={SECONDARY_TEXT}>
          The resume text could not be read; this is based on the chat answers.
        </Text>
      )}
    </Stack>
  );
}

function experienceText(years: number | null, level: string | null, requiredYears: number | null): string {
  const expected = requiredYears
    ? ` — ${level ?? 'the role'} asks for ${requiredYears}+`
    : level
      ? ` — ${level} role`
      : '';
  return years === null
    ? `Years of experience: not stated${expected}`
    : `Experience: about ${formatYears(years)}${expected}`;
}
