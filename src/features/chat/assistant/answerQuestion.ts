// The hiring assistant of /app/chat (issue 26, item 3): a question answered from the member's own
// store, so it works offline and never knows more than the member may read — the store holds only
// what the server's row level security let this member pull (an interviewer's store has no other
// interviewer's scorecard until theirs is in), and every answer reads the store and nothing else.
import type { CompanyDb } from '@/db';
import { answerApplications } from './answers/applications';
import { answerCandidateSummary } from './answers/candidateSummary';
import { answerCandidatesAt } from './answers/candidatesAt';
import { answerDraftEmail } from './answers/draftEmail';
import { answerInterviews } from './answers/interviews';
import { answerJobsWithoutApplicants } from './answers/jobsWithoutApplicants';
import { answerMyScorecardsDue } from './answers/scorecardsDue';
import { answerTopCandidates } from './answers/topCandidates';
import { ASSISTANT_HELP, parseQuestion, type AssistantIntent } from './parseQuestion';
import type { AssistantAnswer, AssistantContext } from './types';

export const CANNOT_ANSWER = "I can't answer that yet. I can answer questions like these:";

export async function answerQuestion(db: CompanyDb, text: string, ctx: AssistantContext): Promise<AssistantAnswer> {
  return answerIntent(db, parseQuestion(text), ctx);
}

export async function answerIntent(
  db: CompanyDb,
  intent: AssistantIntent,
  ctx: AssistantContext,
): Promise<AssistantAnswer> {
  switch (intent.kind) {
    case 'topCandidates':
      return answerTopCandidates(db, intent.job, intent.limit);
    case 'candidatesAtStatus':
      return answerCandidatesAt(db, intent.job, intent.at);
    case 'interviews':
      return answerInterviews(db, intent.range, ctx);
    case 'myScorecardsDue':
      return answerMyScorecardsDue(db, ctx);
    case 'applications':
      return answerApplications(db, intent.range, intent.job, ctx);
    case 'candidateSummary':
      return answerCandidateSummary(db, intent.candidate, ctx);
    case 'jobsWithoutApplicants':
      return answerJobsWithoutApplicants(db);
    case 'draftEmail':
      return answerDraftEmail(db, intent.candidate, intent.template);
    case 'unknown':
      return { text: CANNOT_ANSWER, rows: [], suggestions: [...ASSISTANT_HELP] };
  }
}
