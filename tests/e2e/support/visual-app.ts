// The screenshot suite's own app (issue 10): a fresh local stack whose demo data is anchored at a
// fixed instant, and a static server for the build pointing at it. Its own, not the shared e2e
// stack, because other specs change the shared demo data (statuses, notes, new jobs) and the
// order specs run in would then show in the screenshots. The stack starts in about two seconds.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { serveBuiltApp, startTestStack } from '../../support/test-stack.ts';
import { demoJobAndCandidate, demoPlanAndInterview, stackEnv } from './fixtures';

/**
 * The instant the demo data is relative to, and the browser's frozen clock: a Monday morning, so
 * the dashboard greets "Good morning" and every "3 days ago" reads the same on every run.
 */
export const VISUAL_NOW = new Date('2026-06-15T09:30:00Z');

export interface VisualApp {
  baseUrl: string;
  supabaseUrl: string;
  anonKey: string;
  /** Demo ids: a published job with applicants (Data Scientist), one of its candidates, a flow. */
  jobId: string;
  candidateId: string;
  /** The demo company's first interview plan and its first scheduled interview (issue 14). */
  flowId: string;
  interviewId: string;
  /**
   * A recruiter who has just signed up and has nothing yet (the empty states, the creator), one
   * per `key` so one screen size's conversation never shows in another's.
   */
  newRecruiter(key: string): Promise<{ email: string; password: string }>;
  stop(): Promise<void>;
}

export async function startVisualApp(): Promise<VisualApp> {
  const testStack = await startTestStack('partii-visual-', { seedDemo: true, demoNow: VISUAL_NOW });
  const { stack } = testStack;
  const app = await serveBuiltApp(stackEnv.distDir, stack);

  const client = (key: string): SupabaseClient =>
    createClient(stack.url, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
  const { jobId, candidateId } = await demoJobAndCandidate(client(stack.serviceRoleKey));
  const { flowId, interviewId } = await demoPlanAndInterview(client(stack.serviceRoleKey));
  const recruiters = new Map<string, Promise<{ email: string; password: string }>>();

  return {
    baseUrl: app.baseUrl,
    supabaseUrl: stack.url,
    anonKey: stack.anonKey,
    jobId,
    candidateId,
    flowId,
    interviewId,
    newRecruiter(key) {
      if (!recruiters.has(key))
        recruiters.set(
          key,
          (async () => {
            const account = { email: `new.recruiter.${key}@example.com`, password: 'partii-new-recruiter' };
            const { error } = await client(stack.anonKey).auth.signUp(account);
            if (error) throw error;
            return account;
          })(),
        );
      return recruiters.get(key)!;
    },
    async stop() {
      await app.stop();
      await testStack.stop();
    },
  };
}

export interface FontFaceSource {
  /** The woff2 file, base64. */
  data: string;
  unicodeRange: string;
}

/**
 * Inter (the theme's first font) from npm, every subset of the variable font's upright faces: the
 * screenshots then use the same glyphs on any machine, whatever fonts it has installed.
 */
export function interFaces(): FontFaceSource[] {
  const require = createRequire(import.meta.url);
  const css = readFileSync(require.resolve('@fontsource-variable/inter/wght.css'), 'utf8');
  const dir = path.dirname(require.resolve('@fontsource-variable/inter/wght.css'));
  const faces: FontFaceSource[] = [];
  for (const block of css.split('@font-face').slice(1)) {
    const file = block.match(/url\(\.\/(files\/[^)]+\.woff2)\)/)?.[1];
    const unicodeRange = block.match(/unicode-range:\s*([^;]+);/)?.[1];
    if (!file || !unicodeRange || !/font-style:\s*normal/.test(block)) continue;
    faces.push({ data: readFileSync(path.join(dir, file)).toString('base64'), unicodeRange });
  }
  if (faces.length === 0) throw new Error('no Inter faces found in @fontsource-variable/inter');
  return faces;
}

/** Browser side (an init script): registers the faces as the "Inter" family before the app renders. */
export function registerFonts(faces: FontFaceSource[]): void {
  for (const { data, unicodeRange } of faces) {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const face = new FontFace('Inter', bytes, { weight: '100 900', style: 'normal', unicodeRange });
    document.fonts.add(face);
    void face.load();
  }
}
