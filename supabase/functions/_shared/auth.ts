// Who is calling a server function. The caller's Authorization header is checked by the auth
// service itself (GET /auth/v1/user), so this works on hosted projects (whatever their JWT
// signing keys) and locally, and a signed-out session or a deleted user is refused too.
import { requireEnv } from './env.ts';

export interface SignedInUser {
  id: string;
  email: string | null;
}

export async function getSignedInUser(req: Request): Promise<SignedInUser | null> {
  const authorization = req.headers.get('Authorization');
  if (!authorization || !/^bearer\s+\S+/i.test(authorization)) return null;
  const response = await fetch(`${requireEnv('SUPABASE_URL')}/auth/v1/user`, {
    headers: { Authorization: authorization, apikey: requireEnv('SUPABASE_ANON_KEY') },
  });
  if (!response.ok) {
    await response.body?.cancel();
    return null;
  }
  const user = (await response.json()) as { id?: unknown; email?: unknown };
  return typeof user.id === 'string'
    ? { id: user.id, email: typeof user.email === 'string' ? user.email : null }
    : null;
}
