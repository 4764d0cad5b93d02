import type { StaffSession } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from './api';

export const sessionKey = ['staff-session'] as const;

/** Who is signed in; null when nobody is (the API answers 401). */
export const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: async (): Promise<StaffSession | null> => {
    try {
      return await api.getStaffSession();
    } catch (error) {
      if (isApiError(error, 401)) return null;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

/** The signed-in member's session: the app's layout is only shown with one. */
export function useSession(): StaffSession {
  const { data } = useQuery(sessionQuery);
  if (!data) throw new Error('useSession is used outside the signed-in layout');
  return data;
}

export const isOwner = (session: StaffSession) => session.role === 'owner';
