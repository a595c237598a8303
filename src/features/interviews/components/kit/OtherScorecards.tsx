import { Stack, Text } from '@mantine/core';
import { useCan, useCompanyDb } from '@/db/react';
import { memberLabel } from '../../model/people';
import { scorecardVisibility } from '../../model/scorecardVisibility';
import type { InterviewKit } from '../../queries/interviewReads';
import { ScorecardView } from '../ScorecardView';
import { KitSection } from './KitSection';

export const OTHERS_HIDDEN =
  "Other interviewers' scorecards stay hidden until you submit your own, so that theirs cannot sway yours.";

/** The other panel members' scorecards for this candidate, hidden until mine is in (anti-anchoring). */
export function OtherScorecards({ kit }: { kit: InterviewKit }) {
  const db = useCompanyDb();
  const mayReadAll = useCan('manage_interviews');
  const seen = scorecardVisibility({
    scorecards: kit.scorecards,
    interviews: kit.applicationInterviews,
    userId: db.userId,
    mayReadAll,
  });
  const interviewStage = new Map(kit.applicationInterviews.map((i) => [i.id, i.stage_id]));
  return (
    <KitSection title="Other scorecards">
      {seen.othersHidden ? (
        <Text size="sm" c="dimmed">
          {OTHERS_HIDDEN}
        </Text>
      ) : seen.others.length === 0 ? (
        <Text size="sm" c="dimmed">
          No other scorecards yet.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {seen.others.map((card) => {
            const stageId = interviewStage.get(card.interview_id);
            return (
              <ScorecardView
                key={card.id}
                component="li"
                scorecard={card}
                authorName={memberLabel(kit.members.find((m) => m.user_id === card.interviewer_id))}
                stage={stageId ? kit.stages.get(stageId) : undefined}
              />
            );
          })}
        </Stack>
      )}
    </KitSection>
  );
}
