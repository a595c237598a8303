/**
 * Where the keyboard focus goes in a kanban column when a card has it and a key is pressed:
 * ArrowUp/ArrowDown one card, PageUp/PageDown a view's worth (`pageSize` cards), Home/End the
 * first or last card. Null for any other key (the card keeps it: Space and Enter lift the card).
 * The answer stays inside the column's `count` cards.
 */
export function cardIndexAfterKey(key: string, from: number, count: number, pageSize: number): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  const clamp = (index: number) => Math.min(last, Math.max(0, index));
  switch (key) {
    case 'ArrowDown':
      return clamp(from + 1);
    case 'ArrowUp':
      return clamp(from - 1);
    case 'PageDown':
      return clamp(from + Math.max(1, pageSize));
    case 'PageUp':
      return clamp(from - Math.max(1, pageSize));
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
