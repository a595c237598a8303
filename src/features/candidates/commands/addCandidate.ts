// Add Candidate (spec §7): a profile and an application (status applied, an AI summary naming the
// job), written in ONE transaction so the list never shows a candidate without its application.
// A profile with the same email (unique per company) is reused instead of duplicated.
import { newId, upsertRow, type CompanyDb } from '@/db';
import { manualCandidateSummary, type AddCandidateForm } from '../model/addCandidateForm';

export interface AddedCandidate {
  profileId: string;
  applicationId: string;
  profileMutation: string | null;
  applicationMutation: string;
}

export async function addCandidate(db: CompanyDb, form: AddCandidateForm, jobTitle: string): Promise<AddedCandidate> {
  const email = form.email.trim();
  return db.transaction('rw', db.profiles, db.applications, db.outbox, async () => {
    const existing = (await db.profiles.where('email').equalsIgnoreCase(email).toArray()).find((p) => !p.deleted_at);
    const profileId = existing?.id ?? newId();
    const profileMutation = existing
      ? null
      : await upsertRow(db, 'profiles', profileId, {
          first_name: form.firstName.trim(),
          last_name: form.lastName.trim(),
          email,
        });
    const applicationId = newId();
    const applicationMutation = await upsertRow(db, 'applications', applicationId, {
      job_id: form.jobId,
      applicant_id: profileId,
      status: 'applied',
      ai_summary: manualCandidateSummary(jobTitle),
    });
    return { profileId, applicationId, profileMutation, applicationMutation };
  });
}
