// 'generate' with the language-model writer (issue #6, issue 11): the writer's text when it
// writes one, the deterministic draft when it fails; other answers never ask the writer.
import { describe, expect, it, vi } from 'vitest';
import { CompanyDb, newId } from '../../../db';
import { deleteStoresAfterEach } from '../../../test-support/localStores';
import { draftDescriptionForCreator } from '../model/descriptionDrafter';
import { answerCreatorMessage, openCreatorDraft, sendCreatorMessage } from './creatorCommands';
import { drafterForPendingMessage, type DescriptionWriter } from './describeJob';

const USER = '44444444-4444-4444-8444-444444444444';
const keep = deleteStoresAfterEach();
const TO_DESCRIPTION = ['Data Engineer', 'Data', 'Remote', '1', '3', '£70k'];
const ANSWERS = {
  title: 'Data Engineer',
  department: 'Data',
  location: 'Remote',
  type: 'Full-time',
  experience: 'Senior',
  salaryRange: '£70k',
};

/** A draft at step 7 (the description), answered with the deterministic drafter so far. */
async function draftAtDescription() {
  const db = keep(new CompanyDb(USER, { name: `describe-test-${newId()}` }));
  const id = await openCreatorDraft(db, null);
  for (const text of TO_DESCRIPTION) {
    await sendCreatorMessage(db, id, text);
    await answerCreatorMessage(db, id, draftDescriptionForCreator);
  }
  return { db, id };
}

/** Sends `text`, then answers it as the creator screen does: writer first, then the transaction. */
async function sayWith(db: CompanyDb, id: string, text: string, write: DescriptionWriter) {
  await sendCreatorMessage(db, id, text);
  await answerCreatorMessage(db, id, await drafterForPendingMessage(db, id, write));
  return db.jobDrafts.get(id);
}

describe("the creator's 'generate' and the description writer", () => {
  it("uses the writer's text, asked with the answers so far", async () => {
    const { db, id } = await draftAtDescription();
    const write = vi.fn<DescriptionWriter>(async () => ({ text: 'Written by the model.' }));
    const row = await sayWith(db, id, 'generate', write);
    expect(write).toHaveBeenCalledWith(ANSWERS);
    expect(row).toMatchObject({ step: 8, draft: { description: 'Written by the model.' } });
  });

  it('falls back to the deterministic draft when the writer fails', async () => {
    const { db, id } = await draftAtDescription();
    const failing: DescriptionWriter = async () => {
      throw new Error('offline');
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const row = await sayWith(db, id, 'generate', failing);
    expect(row).toMatchObject({ step: 8, draft: { description: draftDescriptionForCreator(ANSWERS) } });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('does not ask the writer for any other answer', async () => {
    const { db, id } = await draftAtDescription();
    const write = vi.fn<DescriptionWriter>();
    const row = await sayWith(db, id, 'We move data.', write);
    expect(write).not.toHaveBeenCalled();
    expect(row).toMatchObject({ step: 8, draft: { description: 'We move data.' } });
  });
});
