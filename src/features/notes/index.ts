export { NotesPanel } from './components/NotesPanel';
// @mentions, shared with Chat's messages (issue 26): the field, the highlighted text, the names.
export { MentionTextarea, type MentionOption, type MentionTextareaProps } from './components/MentionTextarea';
export { NoteContent } from './components/NoteContent';
export { memberMentionName, type MentionCandidate } from './model/mentions';
export { noteAuthor } from './model/noteAuthor';
