// 'generate' (spec §4 step 7) drafts the description with the AI module's writer (#6).
import { draftJobDescription } from '@/features/screening/model/jobDescription';
import type { DescriptionDrafter } from './creatorSteps';

export const draftDescriptionForCreator: DescriptionDrafter = (input) => draftJobDescription(input);
