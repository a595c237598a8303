// The values a mail to one candidate is rendered with, from what the store knows.
import type { Interview, Job, Profile } from '@/db';
import { interviewLocation, interviewWhen } from './interviewValues';
import type { TemplateValues } from './templateVariables';

export interface CandidateValuesInput {
  profile: Pick<Profile, 'first_name' | 'last_name' | 'email'>;
  job: Pick<Job, 'title'> | null | undefined;
  companyName: string | null;
  senderName: string | null;
  interview: Pick<Interview, 'starts_at' | 'location' | 'video_url'> | null;
  timeZone: string;
}

export function candidateValues(input: CandidateValuesInput): TemplateValues {
  const first = input.profile.first_name?.trim() || null;
  const last = input.profile.last_name?.trim() || null;
  const full = [first, last].filter(Boolean).join(' ') || null;
  return {
    'candidate.first_name': first ?? full,
    'candidate.last_name': last,
    'candidate.full_name': full,
    'job.title': input.job?.title?.trim() || null,
    'company.name': input.companyName?.trim() || null,
    'sender.name': input.senderName?.trim() || null,
    'interview.when': input.interview ? interviewWhen(input.interview.starts_at, input.timeZone) : null,
    'interview.location': input.interview ? interviewLocation(input.interview) : null,
  };
}

/** The name a prompt calls the candidate by ("Email Olivia the offer?"). */
export function candidateFirstName(profile: Pick<Profile, 'first_name' | 'last_name' | 'email'>): string {
  return profile.first_name?.trim() || profile.last_name?.trim() || 'the candidate';
}
