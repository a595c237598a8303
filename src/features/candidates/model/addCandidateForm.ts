// Add Candidate dialog rules (spec §5, §8).
export interface AddCandidateForm {
  firstName: string;
  lastName: string;
  email: string;
  jobId: string;
}

export const ADD_CANDIDATE_REQUIRED = 'Please fill in all required fields.';

export function addCandidateError(form: AddCandidateForm): string | null {
  const missing = [form.firstName, form.lastName, form.email, form.jobId].some((value) => !value.trim());
  return missing ? ADD_CANDIDATE_REQUIRED : null;
}

/** The generated note naming the job (spec §7 "Add candidate": ai_summary). */
export const manualCandidateSummary = (jobTitle: string) =>
  `Candidate added manually by the hiring team for the ${jobTitle} position.`;

export const candidateAddedDescription = (name: string) => `${name} has been added as a candidate`;
