import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endSession } from '../../../shared/session/session';
import { toast } from '../../../shared/ui/toast';
import { useLogout } from '../api/logout';

/**
 * Log out: the server ends the session and drops its cookie; the site then leaves for the home
 * page and clears its storage (keeping the interface language), so the header shows Login again.
 * The session ends in the browser only once this page has gone, so that the protected route
 * does not send the rider to /login on the way out.
 */
export function LogoutButton() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const leaving = useRef(false);

  useEffect(
    () => () => {
      if (!leaving.current) return;
      endSession({ keepLanguage: true });
      queryClient.removeQueries();
    },
    [queryClient],
  );

  const onClick = () => {
    logout.mutate(undefined, {
      // Even when the call fails (no connection), the rider is logged out of this browser.
      onSettled: () => {
        leaving.current = true;
        toast.success(t('auth.loggedOut', { ns: 'messages' }));
        void navigate('/');
      },
    });
  };

  return (
    <button
      type="button"
      className="button button--secondary profile-logout"
      disabled={logout.isPending}
      onClick={onClick}
    >
      {logout.isPending ? t('logout.busy') : t('logout.button')}
    </button>
  );
}
