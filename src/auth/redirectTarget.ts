import * as v from 'valibot';

/** Search params of /auth and /signup: where to go after signing in. */
export const authSearchSchema = v.object({
  redirect: v.optional(v.string()),
});

export type AuthSearch = v.InferOutput<typeof authSearchSchema>;

/**
 * Only same-app paths are followed after sign-in ('/app/jobs?tab=draft'), never another origin
 * ('//evil.example', 'https://…'); anything else goes to the dashboard.
 */
export function safeRedirectTarget(redirect: string | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) {
    return '/app';
  }
  return redirect;
}
