import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { LoggedIn } from '@fairfare/contracts/auth';
import { useAfterLoginPath } from '../../shared/session/hooks';
import { startSession } from '../../shared/session/session';

/**
 * After a verified code: forgets whatever another rider's session had loaded, keeps the session
 * values (header shows My Account at once, interface in the account's language) and goes to the
 * `next` page, or My Account.
 */
export function useFinishLogin(): (user: LoggedIn) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const target = useAfterLoginPath();
  return useCallback(
    async (user: LoggedIn) => {
      queryClient.removeQueries();
      await startSession(user);
      await navigate(target, { replace: true });
    },
    [navigate, queryClient, target],
  );
}
