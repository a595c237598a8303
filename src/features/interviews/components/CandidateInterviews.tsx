import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCan, useCompanyDb } from '@/db/react';
import type { Interview, Scorecard } from '@/db';
import { memberLabel } from '../model/people';
import { recommendationTally } from '../model/recommendation';
import { scorecardVisibility } from '../model/scorecardVisibility';
import type { CandidateInterviews as CandidateInterviewsData } from '../queries/interviewReads';
import { useCandidateInterviews } from '../queries/useInterviews';
import { InterviewRow } from './InterviewRow';
import { ScorecardTally } from './ScorecardTally';
import { ScorecardView } from './ScorecardView';
import { OTHERS_HIDDEN } from './kit/OtherScorecards';
import { PlainList } from '@/ui/PlainList';

/** The scorecards this member may see of one application's, with the hiding rule applied. */
function visibleOf(data: CandidateInterviewsData, applicationId: string, userId: string, mayReadAll: boolean) {
  const interviews = data.interviews.filter((i) => i.application_id === applicationId);
  const scorecards = data.scorecards.filter((s) => s.application_id === applicationId);
  return scorecardVisibility({ scorecards, interviews, userId, mayReadAll });
}

/**
 * The candidate profile's Interviews and Scorecards (issue 14 §6): the candidate's interviews, and
 * the scorecards with their tally by recommendation. Another member's scorecard for an
 * application shows once mine for it is in (the kit's rule).
 */
export function CandidateInterviews({ profileId }: { profileId: string }) {
  const db = useCompanyDb();
  const mayReadAll = useCan('manage_interviews');
  const data = useCandidateInterviews(profileId);
  if (!data) return null;

  const applicationIds = [
    ...new Set(data.interviews.map((i) => i.application_id).concat(data.scorecards.map((s) => s.application_id))),
  ];
  const seen = applicationIds.map((id) => visibleOf(data, id, db.userId, mayReadAll));
  const shown: Scorecard[] = seen.flatMap((s) => [...s.mine, ...s.others]);
  const anyHidden = seen.some((s) => s.othersHidden && (s.hiddenCount > 0 || !mayReadAll));
  const tally = recommendationTally(shown);
  const interviewById = new Map<string, Interview>(data.interviews.map((i) => [i.id, i]));
  const stageOf = (card: Scorecard) => {
    const stageId = interviewById.get(card.interview_id)?.stage_id;
    return stageId ? data.stages.get(stageId) : undefined;
  };

  return (
    <>
      <Paper withBorder p="md" radius="md" component="section" aria-label="Interviews">
        <Title order={2} size="h4" mb="sm">
          Interviews
        </Title>
        {data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            No interviews yet.
          </Text>
        ) : (
          <PlainList>
            {data.items.map((item) => (
              <InterviewRow key={item.interview.id} item={item} showCandidate={false} />
            ))}
          </PlainList>
        )}
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label="Scorecards">
        <Group justify="space-between" mb="sm" gap="xs">
          <Title order={2} size="h4">
            Scorecards
          </Title>
          <ScorecardTally tally={tally} />
        </Group>
        {shown.length > 0 && (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {shown.map((card) => (
              <ScorecardView
                key={card.id}
                component="li"
                scorecard={card}
                authorName={
                  seen.some((s) => s.mine.includes(card))
                    ? 'You'
                    : memberLabel(data.members.find((m) => m.user_id === card.interviewer_id))
                }
                stage={stageOf(card)}
              />
            ))}
          </Stack>
        )}
        {anyHidden ? (
          <Text size="sm" c="dimmed" mt={shown.length ? 'sm' : 0}>
            {OTHERS_HIDDEN}
          </Text>
        ) : (
          shown.length === 0 && (
            <Text size="sm" c="dimmed">
              No scorecards yet.
            </Text>
          )
        )}
      </Paper>
    </>
  );
}
