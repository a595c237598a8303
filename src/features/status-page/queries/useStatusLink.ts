import { useEffect, useState } from 'react';
import type { StatusLink } from '../commands/statusPageWrites';
import { statusPageKey } from '../model/statusPageKey';

/** The link of `token` with its store key (a hash, computed asynchronously: null until then). */
export function useStatusLink(token: string): StatusLink | null {
  const [link, setLink] = useState<StatusLink | null>(null);
  useEffect(() => {
    let current = true;
    void statusPageKey(token).then((key) => current && setLink({ token, key }));
    return () => {
      current = false;
    };
  }, [token]);
  return link?.token === token ? link : null;
}
