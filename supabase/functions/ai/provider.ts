// An OpenAI-compatible chat-completions call (OpenAI, Azure-style gateways, vLLM, Ollama, LM Studio,
// ... all speak it). Configured by the server's environment only: AI_PROVIDER_URL (the API base,
// e.g. https://api.openai.com/v1, or the full …/chat/completions URL), AI_PROVIDER_KEY,
// AI_PROVIDER_MODEL.
import { getEnv } from '../_shared/env.ts';
import type { ChatMessage } from './prompts.ts';

export interface ProviderConfig {
  url: string;
  key: string | null;
  model: string;
}

export class ProviderError extends Error {}

export function providerConfig(): ProviderConfig | null {
  const base = getEnv('AI_PROVIDER_URL')?.trim();
  if (!base) return null;
  const url = /\/chat\/completions\/?$/.test(base) ? base : `${base.replace(/\/+$/, '')}/chat/completions`;
  return {
    url,
    key: getEnv('AI_PROVIDER_KEY')?.trim() || null,
    model: getEnv('AI_PROVIDER_MODEL')?.trim() || 'gpt-4o-mini',
  };
}

export async function chatCompletion(
  config: ProviderConfig,
  messages: ChatMessage[],
  options: { maxTokens: number; timeoutMs: number },
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(config.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(config.key ? { Authorization: `Bearer ${config.key}` } : {}) },
      body: JSON.stringify({ model: config.model, messages, temperature: 0.2, max_tokens: options.maxTokens }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw new ProviderError(`The AI provider could not be reached: ${(error as Error)?.message ?? error}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProviderError(`The AI provider answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ProviderError('The AI provider answered something that is not JSON');
  }
  const content = (body as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new ProviderError('The AI provider answered no text');
  return content.trim();
}
