// The email feature (issue 25 §3, docs/messaging.md): templates, "Email candidate", the offer after
// a move, and the candidate's mail on the profile.
export { EmailTemplatesSettings } from './components/EmailTemplatesSettings';
export { EmailCandidateButton, NO_EMAIL_REASON } from './components/EmailCandidateButton';
export { EmailCandidateDialog, type EmailCandidateDialogProps } from './components/EmailCandidateDialog';
export { CandidateEmailTimeline } from './components/CandidateEmailTimeline';
export { useEmailOffer, openEmailComposer, type MoveToast } from './components/emailOffer';
export { offeredTemplateForStage, offeredTemplateForStatus } from './model/emailOffer';
export { TEMPLATE_VARIABLES, type TemplateVariableName } from './model/templateVariables';
export { DEFAULT_TEMPLATES, defaultTemplateId } from './model/defaultTemplates';
