// What every server function does before its own work: CORS preflight, POST only, a signed-in
// caller, and a JSON body. The answers (405, 401, 400) are the same for every function but for
// the 401's message.
import { getSignedInUser, type SignedInUser } from './auth.ts';
import { json, preflight } from './http.ts';

export type SignedInPostHandler = (caller: SignedInUser, body: unknown, req: Request) => Promise<Response>;

/** A handler for a signed-in POST with a JSON body; `unauthorizedMessage` explains a 401. */
export function signedInPost(
  unauthorizedMessage: string,
  handle: SignedInPostHandler,
): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return preflight();
    if (req.method !== 'POST') return json(405, { error: 'Method not allowed', message: 'Use POST' });

    const caller = await getSignedInUser(req);
    if (!caller) return json(401, { error: 'Unauthorized', message: unauthorizedMessage });

    let body: unknown;
    try {
      body = await req.json();
    } catch {
      return json(400, { error: 'Invalid JSON', message: 'The body must be a JSON object' });
    }
    return handle(caller, body, req);
  };
}
