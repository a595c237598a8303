// A stage's focus attributes as the Stages tab edits them. An attribute's id is made once, from
// its name in kebab-case, and never changes with a rename: scorecards key their ratings by it.

export interface FocusAttribute {
  id: string;
  name: string;
  guidance: string;
}

export function kebabCase(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A new attribute's id: its name in kebab-case, unique among the stage's ids ("-2", "-3"…). */
export function newAttributeId(name: string, takenIds: Iterable<string>): string {
  const taken = new Set(takenIds);
  const base = kebabCase(name).slice(0, 60).replace(/-+$/, '') || 'attribute';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The attributes as saved: trimmed, without the ones left without a name; a new one (empty id)
 * gets its id now.
 */
export function cleanAttributes(attributes: readonly FocusAttribute[]): FocusAttribute[] {
  const kept = attributes
    .map((a) => ({ id: a.id, name: a.name.trim(), guidance: a.guidance.trim() }))
    .filter((a) => a.name);
  const taken = new Set(kept.flatMap((a) => (a.id ? [a.id] : [])));
  return kept.map((a) => {
    if (a.id) return a;
    const id = newAttributeId(a.name, taken);
    taken.add(id);
    return { ...a, id };
  });
}

/** Questions typed one per line: trimmed, blank lines dropped. */
export function questionsFromText(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
