// What the hiring assistant answers with: a sentence, the rows it is about (each a link into the
// app), an email draft to open, and follow-up questions to offer as chips.
import type { MemberRole } from '@/db';

export interface AssistantRow {
  kind: 'candidate' | 'job' | 'interview' | 'application';
  id: string;
  label: string;
  detail?: string;
  href: string;
}

export interface AssistantAnswer {
  text: string;
  rows: AssistantRow[];
  /** draftEmail: the Email candidate dialog to open, with the matched template (or none). */
  draft?: { candidateId: string; templateId: string | null };
  /** Questions to offer next: the choices of an ambiguous name, or the help list. */
  suggestions?: string[];
}

export interface AssistantContext {
  /** The signed-in member: "my" scorecards, the panels I am on. */
  userId: string;
  role: MemberRole;
  /** The clock, given: "today" and "this week" are read against it. */
  now: Date;
}
