'use client';

import { useEffect, useState } from 'react';
import { browserApi } from '@/lib/browser-api';

export interface OwnList {
  id: number;
  name: string;
}

/**
 * The order lists the customer may add to (their own, and their company's for its administrators),
 * read in the browser whenever `key` changes (none while it is null),
 * so a page customers share shows nobody's: null until they are in; none when the read fails.
 */
export function useOwnLists(key: unknown): OwnList[] | null {
  const [lists, setLists] = useState<OwnList[] | null>(null);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    setLists(null);
    browserApi
      .getOrderLists()
      .then(
        ({ data }) =>
          current && setLists(data.filter((list) => list.mayChange).map((list) => ({ id: list.id, name: list.name }))),
      )
      .catch(() => current && setLists([]));
    return () => {
      current = false;
    };
  }, [key]);
  return lists;
}
