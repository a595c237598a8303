// For the tests of 'generate': a new job's draft answered up to the description question (step 7).
import type { CompanyDb } from '@/db';
import { answerCreatorMessage, openCreatorDraft, sendCreatorMessage } from '../commands/creatorCommands';
import type { DescriptionInput } from '../model/creatorSteps';
import { draftDescriptionForCreator } from '../model/descriptionDrafter';

/** What the draft holds at step 7: the answers 'generate' writes from. */
export const ANSWERS_AT_DESCRIPTION: DescriptionInput = {
  title: 'Data Engineer',
  department: 'Data',
  location: 'Remote',
  type: 'Full-time',
  experience: 'Senior',
  salaryRange: '£70k',
};

/** Opens a new job's draft and answers steps 1–6 (job type and experience by their numbers). */
export async function draftAtDescription(db: CompanyDb): Promise<string> {
  const id = await openCreatorDraft(db, null);
  for (const text of ['Data Engineer', 'Data', 'Remote', '1', '3', '£70k']) {
    await sendCreatorMessage(db, id, text);
    await answerCreatorMessage(db, id, draftDescriptionForCreator);
  }
  return id;
}
