// What the lists' filters share (spec §5): tab and select options from one label table, and the
// case-insensitive substring search over a few text fields.

export interface LabelledOption<TValue extends string> {
  value: TValue;
  label: string;
}

/** `{ value, label }` options, in the table's order, from a table of labels by value. */
export function labelledOptions<const TLabels extends Record<string, string>>(
  labels: TLabels,
): readonly LabelledOption<Extract<keyof TLabels, string>>[] {
  return Object.entries(labels).map(([value, label]) => ({ value: value as Extract<keyof TLabels, string>, label }));
}

/** True when the query is blank or any field contains it (trimmed, case-insensitive). */
export function matchesQuery(query: string, fields: readonly (string | null | undefined)[]): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => (field ?? '').toLowerCase().includes(needle));
}
