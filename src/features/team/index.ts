export { TeamContext, useTeam, type TeamContextValue } from './teamContext';
export type { CompanyChoice, TeamApi, InvitationPreview, Invited } from './model/teamApi';
export { TeamCallError } from './model/teamApi';
export {
  companyToOpen,
  readCurrentCompany,
  readChosenCompany,
  preferredCompany,
  writeCurrentCompany,
  readKnownCompanies,
  writeKnownCompanies,
} from './model/currentCompany';
export { NoLongerMember } from './components/NoLongerMember';
export { TeamSection } from './components/TeamSection';
export { InvitePage } from './components/InvitePage';
export { activityText, activityHref } from './model/activityText';
export { ActivityTimeline } from './components/ActivityTimeline';
