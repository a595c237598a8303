// Response helpers for server functions. On Edge a function answers CORS itself (the local
// gateway also does, and these headers agree with it).

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

export function preflight(): Response {
  return new Response('ok', { headers: corsHeaders });
}

type Handler = (req: Request) => Promise<Response>;

/** Starts the handler when the file runs on Supabase Edge (Deno); a no-op under Node. */
export function serveOnDeno(handler: Handler): void {
  const deno = (globalThis as unknown as { Deno?: { serve?: (h: Handler) => unknown } }).Deno;
  deno?.serve?.(handler);
}
