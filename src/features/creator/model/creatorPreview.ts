// The preview the assistant shows before publishing (step 13).
import type { CreatorDraft } from './creatorDraft';

const orNone = (items: string[]) => (items.length ? items.join(', ') : 'None');

export function previewMessage(draft: CreatorDraft): string {
  const lines = [
    "Here's a preview of your job posting:",
    '',
    `Title: ${draft.title}`,
    `Department: ${draft.department}`,
    `Location: ${draft.location}`,
    `Job Type: ${draft.type}`,
    `Experience: ${draft.experience}`,
    `Salary: ${draft.salaryRange}`,
    '',
    `Description: ${draft.description}`,
    '',
    `Skills: ${orNone(draft.skills)}`,
    `Must-have requirements: ${orNone(draft.mustHaveRequirements)}`,
  ];
  if (draft.questions.length) {
    lines.push('', 'Screening questions:');
    draft.questions.forEach((q, i) => lines.push(`${i + 1}. ${q.question} — ideal answer: ${q.answer}`));
  }
  lines.push('', "Type 'publish' to publish this job, or 'edit' to change the description.");
  return lines.join('\n');
}
