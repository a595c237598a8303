// Spec §5: a note's text must be non-empty after trimming; Save Note is disabled otherwise.
export function canSaveNote(content: string): boolean {
  return content.trim().length > 0;
}
