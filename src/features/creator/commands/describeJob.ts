// The creator's 'generate' (spec §4 step 7) with the configured language model (issue #6): the
// model writes the description when one is configured and answers; otherwise — no model, an
// error, a timeout, offline — the deterministic draft does, so 'generate' always answers.
import type { CompanyDb } from '@/db';
import { creatorDraftFrom } from '../model/creatorDraft';
import { awaitingReply } from '../model/creatorMessage';
import { descriptionRequest, type DescriptionDrafter, type DescriptionInput } from '../model/creatorSteps';
import { draftDescriptionForCreator } from '../model/descriptionDrafter';
import { readCreatorMessages } from '../queries/creatorMessages';

/** Writes a description, e.g. the language model through `useJobDescriptionWriter`. */
export type DescriptionWriter = (input: DescriptionInput) => Promise<{ text: string }>;

/**
 * The drafter to answer the draft's pending message with (`answerCreatorMessage`). When that
 * message is 'generate', the writer is asked first, here: it goes over the network, and a Dexie
 * transaction cannot wait on the network (it would commit early), so the text is fetched before
 * the answering transaction and handed in. The transaction re-reads the draft; if its answers
 * changed meanwhile (another device), the text no longer fits and the fallback drafts instead.
 */
export async function drafterForPendingMessage(
  db: CompanyDb,
  draftId: string,
  write: DescriptionWriter,
  fallback: DescriptionDrafter = draftDescriptionForCreator,
): Promise<DescriptionDrafter> {
  const row = await db.jobDrafts.get(draftId);
  const pending = row ? awaitingReply(await readCreatorMessages(db, draftId)) : null;
  const request =
    row && pending ? descriptionRequest({ step: row.step, draft: creatorDraftFrom(row.draft) }, pending.content) : null;
  if (!request) return fallback;
  let written: string;
  try {
    written = (await write(request)).text.trim();
  } catch (error) {
    console.warn('The description writer failed; the deterministic draft answers', error);
    return fallback;
  }
  if (!written) return fallback;
  return (input) => (sameInput(input, request) ? written : fallback(input));
}

function sameInput(a: DescriptionInput, b: DescriptionInput): boolean {
  return (Object.keys(b) as (keyof DescriptionInput)[]).every((key) => a[key] === b[key]);
}
