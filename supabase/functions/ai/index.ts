// Server function `ai` (issue #6): an optional OpenAI-compatible model words the screening summary
// ({ action: 'summarize', ... }) or a job description ({ action: 'describe', ... }). The provider's
// URL, key and model are read from the server's environment; the browser never sees them.
//
// Answers 200 { text, model }; 401 when not signed in (only recruiters use it); 400 on a bad body;
// 501 when no provider is configured; 503 when the provider fails, times out or answers something
// unusable. The app treats every non-200 the same way: it keeps its deterministic text.
// Runs unchanged on Supabase Edge (Deno.serve) and in the local stack (the default export).
import { signedInPost } from '../_shared/handler.ts';
import { json, serveOnDeno } from '../_shared/http.ts';
import { chatCompletion, ProviderError, providerConfig } from './provider.ts';
import { describeMessages, isWellFormedDescription, parseBody, summaryMessages } from './prompts.ts';

const PROVIDER_TIMEOUT_MS = 10_000;
const MAX_SUMMARY_CHARS = 1200;

const ai = signedInPost('You must be logged in to use the AI assistant', async (_caller, raw) => {
  const body = parseBody(raw);
  if (!body)
    return json(400, { error: 'Invalid input', message: "Expected { action: 'summarize' | 'describe', ... }" });

  const config = providerConfig();
  if (!config) return json(501, { error: 'Not configured', message: 'No AI provider is configured on the server' });

  try {
    if (body.action === 'summarize') {
      const text = await chatCompletion(config, summaryMessages(body), {
        maxTokens: 250,
        timeoutMs: PROVIDER_TIMEOUT_MS,
      });
      return json(200, { text: text.slice(0, MAX_SUMMARY_CHARS), model: config.model });
    }
    const text = await chatCompletion(config, describeMessages(body), {
      maxTokens: 1500,
      timeoutMs: PROVIDER_TIMEOUT_MS,
    });
    if (!isWellFormedDescription(text))
      throw new ProviderError('The AI provider did not keep the description sections');
    return json(200, { text, model: config.model });
  } catch (error) {
    if (error instanceof ProviderError) return json(503, { error: 'Provider unavailable', message: error.message });
    throw error;
  }
});

export default ai;

serveOnDeno(ai);
