/**
 * AI assistance (issue #6) — how it fits together.
 *
 * 1. Reading resumes (`extractResumeText`, `findContactDetails`): in the applicant's browser, the
 *    resume's text is extracted (PDF with pdfjs-dist in its worker, DOCX with mammoth's browser
 *    build; a legacy .doc answers a clear "could not read" and the application still goes through).
 *    The text travels with the application (`resume_text` of `submit_application`); name, email
 *    and phone found in it prefill the chat's questions for the applicant to confirm.
 *
 * 2. Screening (`screenApplication`): a pure, deterministic function of the job (skills,
 *    must-haves, experience level, screening questions), the resume text, the chat answers and a
 *    reference date (the application's created_at — never the clock). It gives `ai_rating` (0–10,
 *    one decimal), `ai_summary` and `ai_evidence` (what matched and where, what is missing, years
 *    read). Skills match through a synonym table ('TS' = 'TypeScript', 'k8s' = 'Kubernetes'),
 *    case-insensitively and on term boundaries ('Java' ≠ 'JavaScript', 'Go' ≠ 'good'). Missing
 *    must-haves cap the rating.
 *
 * 3. Trust: ratings are computed on the RECRUITER's side (`rateUnratedApplications(db)`, run by
 *    `useAutoScreening()` inside the signed-in app whenever unrated applications appear) and written
 *    through the outbox under the recruiter's session. The applicant cannot set them:
 *    `submit_application` ignores ai_* and status, and RLS denies anonymous writes. It works offline.
 *    Demo data keeps its generated ratings (only null ratings are computed).
 *
 * 4. Showing it: `MatchEvidence` (profile, cards), `MatchSummary` (hover cards), `sortByRating`.
 *
 * 5. Drafting (`draftJobDescription`): a complete description by role family and seniority.
 *
 * 6. Providers (`provider.ts`): the deterministic texts are the default and the fallback. When the
 *    server function `ai` has an OpenAI-compatible model configured (AI_PROVIDER_URL/KEY/MODEL, on
 *    the server only), it may rewrite the summary and the description; any failure, timeout or
 *    "not configured" (501/503) falls back to the deterministic text. The network call is injected
 *    (`AiInvoke`; `<AiAssistance client={client}>` in the signed-in shell wires `supabaseInvoke(client)`
 *    and mounts the auto-screening) — features never call supabase-js themselves.
 */

export { screenApplication, mustHaveCap, formatYears } from './model/screening';
export type { ScreeningEvidence, ScreeningInput, ScreeningJob, ScreeningResult, EvidenceSource, QuestionAnswer } from './model/screening';
export { asScreeningEvidence } from './model/evidence';
export { mentionsSkill, aliasesOf, canonicalSkill, SKILL_ALIAS_GROUPS } from './model/skillAliases';
export { readYearsOfExperience, requiredYears } from './model/experience';
export { findContactDetails, type ContactDetails } from './model/contactDetails';
export { draftJobDescription, roleFamily, seniorityOf, type JobDescriptionInput, type RoleFamily, type Seniority } from './model/jobDescription';
export { sortByRating, compareByRating } from './model/sortByRating';
export {
  extractResumeText,
  resumeKind,
  RESUME_DOC_UNSUPPORTED,
  RESUME_NO_TEXT,
  RESUME_UNREADABLE,
  type ResumeTextResult,
} from './extract/resumeText';
export { rateUnratedApplications, needsRating, screeningJob } from './commands/rateApplications';
export { useAutoScreening } from './hooks/useAutoScreening';
export { AiInvokeProvider, useAiInvoke } from './hooks/useAiInvoke';
export { useJobDescriptionWriter } from './hooks/useJobDescriptionWriter';
export { AiAssistance, AutoScreening, type AiAssistanceProps } from './components/AiAssistance';
export { MatchEvidence, type MatchEvidenceProps } from './components/MatchEvidence';
export { MatchSummary, type MatchSummaryProps } from './components/MatchSummary';
export {
  deterministicProvider,
  remoteProvider,
  withFallback,
  enrichSummary,
  enrichJobDescription,
  summaryWriter,
  supabaseInvoke,
  ProviderUnavailableError,
  type FunctionsClient,
  type AiInvoke,
  type AiInvokeResult,
  type AiProvider,
  type AiRequest,
  type ProvidedText,
} from './provider';
