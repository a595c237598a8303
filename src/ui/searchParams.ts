import { useCallback } from 'react';
import { stripSearchParams, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';

// Screen state (tabs, filters, search text, views) lives in the URL, so a reload, a shared link
// or the back button shows the same screen. Each screen describes its params with valibot.

/**
 * One of a fixed set of values. Absent, or not one of them (an old bookmark, a hand-edited link),
 * gives `fallback`: a bad link opens the screen in its default state instead of an error page.
 */
export function searchChoice<const TOptions extends readonly string[]>(options: TOptions, fallback: TOptions[number]) {
  return v.fallback(v.optional(v.picklist(options), fallback), fallback);
}

/**
 * Free text, '' when absent. The router reads `?q=42` as the number 42 (it JSON-parses values),
 * so a number is taken as its text instead of being dropped.
 */
export const searchText = v.fallback(
  v.optional(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), ''),
  '',
);

/**
 * The route options for a screen whose state lives in the URL: `validateSearch` fills every
 * default, and the middleware drops params equal to their default, so a clean `/app/jobs` and
 * `/app/jobs?tab=all` are one screen and links never carry defaults.
 */
export function searchState<TSchema extends v.GenericSchema<Record<string, unknown>>>(schema: TSchema) {
  const defaults = v.parse(schema, {});
  return {
    validateSearch: schema,
    search: { middlewares: [stripSearchParams<v.InferOutput<TSchema>>(defaults)] },
  };
}

/**
 * A screen asks for a change of some of its params. `replace` is for typing: one history entry
 * per keystroke would make Back step through every letter.
 */
export type SearchChange<TSearch> = (patch: Partial<TSearch>, options?: { replace?: boolean }) => void;

/** The props of a screen whose state lives in the URL: the route hands it its params and a way to change them. */
export interface SearchStateProps<TSearch> {
  search: TSearch;
  onSearchChange: SearchChange<TSearch>;
}

/** Merges a patch into the current route's search params; the page keeps its scroll position. */
export function useSearchChange<TSearch extends object>(): SearchChange<TSearch> {
  const navigate = useNavigate();
  return useCallback<SearchChange<TSearch>>(
    (patch, options) =>
      void navigate({
        to: '.',
        search: (previous) => ({ ...previous, ...patch }),
        replace: options?.replace,
        resetScroll: false,
      }),
    [navigate],
  );
}
