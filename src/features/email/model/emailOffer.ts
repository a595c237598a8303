// Which template a move offers (issue 25 §3: "moving a candidate to Rejected or to an interview
// stage offers the matching template"; offer too). The offer is a question with a button: a mail
// never leaves without the recruiter's click.
import type { DefaultTemplateKind } from './defaultTemplates';

/** The template a move to this pipeline status offers, or null (applied, screening: nothing to say). */
export function offeredTemplateForStatus(status: string): DefaultTemplateKind | null {
  if (status === 'rejected') return 'rejection';
  if (status === 'interview') return 'interview_invitation';
  if (status === 'offer') return 'offer';
  return null;
}

/** A move to a stage of the interview plan offers the invitation when the stage is an interview. */
export function offeredTemplateForStage(stageType: string | null | undefined): DefaultTemplateKind | null {
  return stageType === 'interview' ? 'interview_invitation' : null;
}

const WHAT: Record<DefaultTemplateKind, string> = {
  rejection: 'the rejection',
  interview_invitation: 'an invitation to interview',
  offer: 'the offer',
  application_received: 'a confirmation',
};

/** "Email Olivia the rejection?" */
export function emailOfferQuestion(kind: DefaultTemplateKind, firstName: string): string {
  return `Email ${firstName} ${WHAT[kind]}?`;
}
