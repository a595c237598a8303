// "Draft an email to Emma from Rejection", "draft an interview invitation for Emma": the candidate
// and the template to open the Email candidate dialog with. A template is found by its name as
// typed (forgivingly), else by its kind; the company's templates as Settings lists them
// (readTemplates: the four defaults even before they are pulled, then the custom ones).
import type { CompanyDb } from '@/db';
import { candidateName } from '@/features/applications/model/candidateIdentity';
import { readTemplates, type TemplateItem } from '@/features/email/queries/emailReads';
import type { TemplateRef } from '../parseQuestion';
import { bestMatches, nameTokens, resolveCandidate } from '../resolveNames';
import type { AssistantAnswer } from '../types';
import { candidateNotResolved, candidateRow } from './shared';

export async function answerDraftEmail(
  db: CompanyDb,
  typedCandidate: string,
  ref: TemplateRef | null,
): Promise<AssistantAnswer> {
  const resolved = await resolveCandidate(db, typedCandidate);
  if (resolved.kind !== 'one') {
    const again = (name: string) => `Draft an email to ${name}${ref?.name ? ` from ${ref.name}` : ''}`;
    return candidateNotResolved(typedCandidate, resolved, again);
  }
  const profile = resolved.match;
  const name = candidateName(profile);
  const templates = await readTemplates(db);
  const template = ref ? templateFor(templates, ref) : null;
  const row = candidateRow(profile);
  if (ref && !template) {
    return {
      text: `No template matches “${ref.name ?? ref.kind}”. Here is a blank email to ${name}; pick a template in it.`,
      rows: [row],
      draft: { candidateId: profile.id, templateId: null },
      suggestions: templates.map((t) => `Draft an email to ${name} from ${t.name}`),
    };
  }
  return {
    text: template ? `A draft to ${name} from “${template.name}”.` : `A blank email to ${name}.`,
    rows: [row],
    draft: { candidateId: profile.id, templateId: template?.id ?? null },
  };
}

function templateFor(templates: readonly TemplateItem[], ref: TemplateRef): TemplateItem | null {
  if (ref.name) {
    const byName = bestMatches(ref.name, templates, (t) => nameTokens(t.name));
    if (byName.kind === 'one') return byName.match;
    // Several templates match the name: the one of the kind asked for, if exactly one is.
    if (byName.kind === 'many' && ref.kind) {
      const ofKind = byName.matches.filter((t) => t.kind === ref.kind);
      if (ofKind.length === 1) return ofKind[0];
    }
  }
  if (!ref.kind) return null;
  // readTemplates lists the default of each kind first.
  return templates.find((t) => t.kind === ref.kind) ?? null;
}
