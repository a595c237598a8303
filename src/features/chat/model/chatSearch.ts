// /app/chat keeps which conversation is open in the URL (so a reload, a shared link, a
// notification and the phone's back button all land on the same screen): `c` names a conversation
// by id (or the hiring assistant), `about` names what a conversation is about — a candidate, a job
// or a colleague — for a conversation that may not exist yet (its first message opens it).
import * as v from 'valibot';

/** `c` for the hiring assistant's conversation: local to the device, so it has no row id. */
export const ASSISTANT_CONVERSATION = 'assistant';

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
const ABOUT = /^(candidate|job|direct):([\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12})$/i;

/** A bad value (an old bookmark, a hand-edited link) is dropped: the list opens instead of an error. */
const optionalMatching = (pattern: RegExp) => v.fallback(v.optional(v.pipe(v.string(), v.regex(pattern))), undefined);

export const chatSearchSchema = v.object({
  c: v.fallback(v.optional(v.union([v.literal(ASSISTANT_CONVERSATION), v.pipe(v.string(), v.regex(UUID))])), undefined),
  about: optionalMatching(ABOUT),
});

export type ChatSearch = v.InferOutput<typeof chatSearchSchema>;

/** What `about` names: a candidate's profile, a job, or a colleague to write to directly. */
export interface ChatAbout {
  kind: 'candidate' | 'job' | 'direct';
  id: string;
}

export function parseAbout(about: string | undefined): ChatAbout | null {
  const match = about ? ABOUT.exec(about) : null;
  return match ? { kind: match[1]!.toLowerCase() as ChatAbout['kind'], id: match[2]!.toLowerCase() } : null;
}

/** The `about` value of a candidate's, a job's or a direct conversation (entry points build links with it). */
export const aboutParam = (kind: ChatAbout['kind'], id: string): string => `${kind}:${id}`;

/** Whether a conversation is open (on a phone: the thread shows instead of the list). */
export const isThreadOpen = (search: ChatSearch): boolean => Boolean(search.c || parseAbout(search.about));
