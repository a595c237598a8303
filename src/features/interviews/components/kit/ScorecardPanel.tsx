import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { useCompanyDb } from '@/db/react';
import { discardScorecardDraft, editScorecard, saveScorecardDraft, submitScorecard } from '../../commands/scorecards';
import { scorecardFormFrom } from '../../model/scorecardForm';
import { isAuthor } from '../../model/scorecardVisibility';
import type { InterviewKit } from '../../queries/interviewReads';
import { ScorecardView } from '../ScorecardView';
import { KitSection } from './KitSection';
import { ScorecardFormView } from './ScorecardFormView';

/**
 * My scorecard for this interview: the form (a draft kept on this device on every keystroke),
 * then, once submitted, the scorecard read-only with Edit for its author.
 */
export function ScorecardPanel({ kit }: { kit: InterviewKit }) {
  const db = useCompanyDb();
  const { interview } = kit.item;
  const onPanel = interview.interviewer_ids.includes(db.userId);
  const attributes = kit.stage?.focus_attributes ?? [];

  if (!onPanel) {
    return (
      <KitSection title="Your scorecard">
        <Text size="sm" c="dimmed">
          You are not on this interview&apos;s panel, so there is no scorecard for you to write.
        </Text>
      </KitSection>
    );
  }
  if (interview.status === 'cancelled' && !kit.mine) {
    return (
      <KitSection title="Your scorecard">
        <Text size="sm" c="dimmed">
          This interview was cancelled.
        </Text>
      </KitSection>
    );
  }

  const handleEdit = async () => {
    try {
      await editScorecard(db, interview.id);
    } catch (error) {
      notifications.show({ message: error instanceof Error ? error.message : String(error), color: 'red' });
    }
  };

  if (kit.mine && !kit.draft) {
    return (
      <KitSection
        title="Your scorecard"
        action={
          isAuthor(kit.mine, db.userId) ? (
            <Button size="xs" variant="default" leftSection={<IconPencil size={14} aria-hidden />} onClick={handleEdit}>
              Edit
            </Button>
          ) : undefined
        }
      >
        <ScorecardView scorecard={kit.mine} authorName="You" stage={kit.stage} />
      </KitSection>
    );
  }

  const handleChange = (form: Parameters<typeof saveScorecardDraft>[2]) => {
    saveScorecardDraft(db, interview.id, form).catch((error) => console.error('Draft not saved', error));
  };
  const handleSubmit = async (form: Parameters<typeof submitScorecard>[2]) => {
    await submitScorecard(db, interview.id, form);
    notifications.show({ title: 'Scorecard submitted', message: kit.item.candidateName, color: 'green' });
  };

  return (
    <KitSection title="Your scorecard">
      <ScorecardFormView
        // A new form when switching between writing and editing, so each starts from its own values.
        key={kit.mine ? 'edit' : 'new'}
        attributes={attributes}
        initial={scorecardFormFrom(attributes, kit.draft ?? kit.mine)}
        onChange={handleChange}
        onSubmit={handleSubmit}
        onCancelEdit={kit.mine ? () => void discardScorecardDraft(db, interview.id) : undefined}
        draftSaved={Boolean(kit.draft)}
      />
    </KitSection>
  );
}
