// SEAM for 'generate' (spec §4 step 7): the description drafter. The AI module (#6,
// `src/features/ai/model/jobDescription.ts` → `draftJobDescription`) owns the real writer; until it
// lands this template writes a plain description from the same inputs.
import type { DescriptionDrafter } from './creatorSteps';

export const draftDescriptionForCreator: DescriptionDrafter = ({ title, department, experience, type, location, salaryRange }) =>
  [
    `We are hiring a ${experience ? `${experience} ` : ''}${title}${department ? ` to join our ${department} team` : ''}.`,
    `This is a ${type || 'full-time'} role based in ${location || 'a location to be agreed'}${salaryRange ? `, with a salary range of ${salaryRange}` : ''}.`,
    `As our ${title}, you will take ownership of meaningful work from day one, collaborate closely with a small, fast-moving team and help shape how we grow.`,
  ].join(' ');
