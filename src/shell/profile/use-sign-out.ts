import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { EMPTY_SESSION, seedSessionAtom } from '../../state/session.atoms.ts';
import { postJson } from '../login/api.ts';
import { isSessionSnapshot } from '../login/login.rules.ts';

/** Account pages need a customer: signing out there leaves for the home page. */
export const isAccountPath = (pathname: string) => pathname === '/profile' || pathname.startsWith('/profile/');

/**
 * Signs the visitor out: the API clears the cookies, the atoms become the anonymous
 * session (so every island updates at once), and an account page is left for /.
 */
export function useSignOut() {
  const seedSession = useSetAtom(seedSessionAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function signOut(): Promise<boolean> {
    if (busy) return false;
    setBusy(true);
    setError('');
    const result = await postJson('/api/customer/logout');
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return false;
    }
    seedSession(isSessionSnapshot(result.body) ? result.body : EMPTY_SESSION);
    if (isAccountPath(location.pathname)) location.assign('/');
    return true;
  }

  return { signOut, busy, error };
}
