import { useEffect } from 'react';

/**
 * Meta tags for a page whose address is a password (/status/{token}) while it is shown: search
 * engines must not index it, and no link followed from it may send its address as the Referer.
 */
export function usePrivatePage(): void {
  useEffect(() => {
    const tags = [
      ['robots', 'noindex, nofollow'],
      ['referrer', 'no-referrer'],
    ].map(([name, content]) => {
      const meta = document.createElement('meta');
      meta.name = name;
      meta.content = content;
      document.head.append(meta);
      return meta;
    });
    return () => tags.forEach((meta) => meta.remove());
  }, []);
}
