// The rules of a plan's and a stage's fields (spec §5 "New flow", docs/interviews.md): names are
// trimmed and 1–100 characters; a description is optional (blank is none).
import { PLAN_JOB_TYPES } from '@/db/entities';
import { FLOW_NAME_REQUIRED } from './flowTexts';

export type PlanJobType = (typeof PLAN_JOB_TYPES)[number];

export const NAME_MAX_LENGTH = 100;
export const FLOW_NAME_TOO_LONG = `A flow name has at most ${NAME_MAX_LENGTH} characters.`;
export const STAGE_NAME_REQUIRED = 'Please provide a stage name';
export const STAGE_NAME_TOO_LONG = `A stage name has at most ${NAME_MAX_LENGTH} characters.`;

/** The New Flow form as typed (spec §3 "New-flow form"). */
export interface NewPlanForm {
  name: string;
  description: string;
  jobType: PlanJobType;
}

export const DEFAULT_NEW_PLAN_FORM: NewPlanForm = { name: '', description: '', jobType: 'technical' };

/** A plan's fields ready to be written. */
export interface PlanFields {
  name: string;
  description: string | null;
  job_type: PlanJobType;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** The flow name's error (the spec's toast when blank), or null when it may be saved. */
export function planNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return FLOW_NAME_REQUIRED;
  if (trimmed.length > NAME_MAX_LENGTH) return FLOW_NAME_TOO_LONG;
  return null;
}

export function stageNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return STAGE_NAME_REQUIRED;
  if (trimmed.length > NAME_MAX_LENGTH) return STAGE_NAME_TOO_LONG;
  return null;
}

/** Blank text is no description. */
export function optionalText(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed ? trimmed : null;
}

export function checkNewPlanForm(form: NewPlanForm): Checked<PlanFields> {
  const error = planNameError(form.name);
  if (error) return { ok: false, error };
  return {
    ok: true,
    value: { name: form.name.trim(), description: optionalText(form.description), job_type: form.jobType },
  };
}

export function isPlanJobType(value: unknown): value is PlanJobType {
  return typeof value === 'string' && (PLAN_JOB_TYPES as readonly string[]).includes(value);
}

/** "{name} (copy)", the name shortened so the whole stays within 100 characters. */
export function cloneName(name: string): string {
  const suffix = ' (copy)';
  const base = name.trim();
  return base.length + suffix.length <= NAME_MAX_LENGTH
    ? `${base}${suffix}`
    : `${base.slice(0, NAME_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
}
