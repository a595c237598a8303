// A question to the hiring assistant and its answer, kept as two turns on this device
// (`assistantTurns`, never synced): the assistant answers from this device's store, so its
// answers belong to this device too, and asking works offline.
import { newId, type AssistantTurn, type CompanyDb } from '@/db';
import { answerQuestion, type AssistantAnswer, type AssistantContext } from '../assistant';

export type AnswerQuestion = (db: CompanyDb, text: string, ctx: AssistantContext) => Promise<AssistantAnswer>;

/**
 * Stores the question, asks the assistant, stores its answer as the next turn. The question is
 * kept even if answering fails (then the answer turn says so), so nothing typed is lost.
 */
export async function askAssistant(
  db: CompanyDb,
  text: string,
  ctx: AssistantContext,
  answer: AnswerQuestion = answerQuestion,
): Promise<AssistantTurn> {
  const question = text.trim();
  const asked: AssistantTurn = { id: newId(), role: 'user', text: question, answer: null, createdAt: Date.now() };
  await db.assistantTurns.add(asked);
  let result: AssistantAnswer;
  try {
    result = await answer(db, question, ctx);
  } catch (error) {
    console.error(error);
    result = { text: 'Something went wrong answering that. Try asking again.', rows: [] };
  }
  // One millisecond later at least, so the answer sorts after its question on a fast machine.
  const answered: AssistantTurn = {
    id: newId(),
    role: 'assistant',
    text: result.text,
    answer: result,
    createdAt: Math.max(Date.now(), asked.createdAt + 1),
  };
  await db.assistantTurns.add(answered);
  return answered;
}

/** An assistant turn's answer as stored (rows, draft, suggestions), read back defensively. */
export function storedAnswer(turn: AssistantTurn): AssistantAnswer {
  const a = turn.answer as Partial<AssistantAnswer> | null;
  return {
    text: turn.text,
    rows: Array.isArray(a?.rows) ? a.rows : [],
    draft: a?.draft,
    suggestions: Array.isArray(a?.suggestions) ? a.suggestions : undefined,
  };
}
