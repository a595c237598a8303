// 'generate' with the language-model writer (issue #6, issue 11): the writer's text when it
// writes one, the deterministic draft when it fails; other answers never ask the writer.
import { describe, expect, it, vi } from 'vitest';
import { CompanyDb, newId } from '@/db';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { draftDescriptionForCreator } from '../model/descriptionDrafter';
import { ANSWERS_AT_DESCRIPTION, draftAtDescription } from '../test-support/draftAtDescription';
import { answerCreatorMessage, sendCreatorMessage } from './creatorCommands';
import { drafterForPendingMessage, type DescriptionWriter } from './describeJob';

const USER = '44444444-4444-4444-8444-444444444444';
const keep = deleteStoresAfterEach();

/** A draft at step 7 (the description). */
async function draftAtStep7() {
  const db = keep(new CompanyDb(USER, { name: `describe-test-${newId()}` }));
  return { db, id: await draftAtDescription(db) };
}

/** Sends `text`, then answers it as the creator screen does: writer first, then the transaction. */
async function sayWith(db: CompanyDb, id: string, text: string, write: DescriptionWriter) {
  await sendCreatorMessage(db, id, text);
  await answerCreatorMessage(db, id, await drafterForPendingMessage(db, id, write));
  return db.jobDrafts.get(id);
}

describe("the creator's 'generate' and the description writer", () => {
  it("uses the writer's text, asked with the answers so far", async () => {
    const { db, id } = await draftAtStep7();
    const write = vi.fn<DescriptionWriter>(async () => ({ text: 'Written by the model.' }));
    const row = await sayWith(db, id, 'generate', write);
    expect(write).toHaveBeenCalledWith(ANSWERS_AT_DESCRIPTION);
    expect(row).toMatchObject({ step: 8, draft: { description: 'Written by the model.' } });
  });

  it('falls back to the deterministic draft when the writer fails', async () => {
    const { db, id } = await draftAtStep7();
    const failing: DescriptionWriter = async () => {
      throw new Error('offline');
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const row = await sayWith(db, id, 'generate', failing);
    expect(row).toMatchObject({ step: 8, draft: { description: draftDescriptionForCreator(ANSWERS_AT_DESCRIPTION) } });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('does not ask the writer for any other answer', async () => {
    const { db, id } = await draftAtStep7();
    const write = vi.fn<DescriptionWriter>();
    const row = await sayWith(db, id, 'We move data.', write);
    expect(write).not.toHaveBeenCalled();
    expect(row).toMatchObject({ step: 8, draft: { description: 'We move data.' } });
  });
});
