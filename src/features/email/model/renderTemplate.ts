// Rendering a template and finding what it uses. A variable is `{{name}}` (spaces inside the
// braces allowed: `{{ job.title }}`); any other brace is literal text, so a lone `{{` or `}}`
// never breaks a mail. The server reads templates the same way (docs/messaging.md), with the
// pattern below: keep the two in step.
import { isTemplateVariable, variableToken, type TemplateValues } from './templateVariables';

/** `{{`, anything but braces, `}}`. The name is what is inside, trimmed. */
const TOKEN = /\{\{([^{}]*)\}\}/g;

function tokens(text: string): { token: string; name: string }[] {
  return [...text.matchAll(TOKEN)].map((match) => ({ token: match[0], name: match[1]!.trim() }));
}

/**
 * The text with each known variable replaced by its value. A variable with no value (no
 * interview scheduled yet) and an unknown one stay as written, so the writer sees what is missing
 * (`leftoverVariables`) instead of a mail with a hole in it.
 */
export function renderTemplate(text: string, values: TemplateValues): string {
  return text.replace(TOKEN, (token, inner: string) => {
    const name = inner.trim();
    if (!isTemplateVariable(name)) return token;
    const value = values[name];
    return value == null || value === '' ? token : value;
  });
}

/** The unknown variables a text uses, once each, in order (`{{candidat.first_name}}`). */
export function unknownVariables(text: string): string[] {
  const unknown = tokens(text)
    .filter(({ name }) => !isTemplateVariable(name))
    .map(({ name }) => variableToken(name));
  return [...new Set(unknown)];
}

/** Every `{{…}}` still in a text (known without a value, or unknown), once each, in order. */
export function leftoverVariables(text: string): string[] {
  return [...new Set(tokens(text).map(({ name }) => variableToken(name)))];
}

/**
 * Inserts `insert` into `text` in place of the selection [start, end) (the caret when they are
 * equal) and answers the new text and where the caret goes: just after the insertion.
 */
export function insertAt(
  text: string,
  insert: string,
  start: number | null,
  end: number | null,
): { text: string; caret: number } {
  const from = Math.min(Math.max(start ?? text.length, 0), text.length);
  const to = Math.min(Math.max(end ?? from, from), text.length);
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}
