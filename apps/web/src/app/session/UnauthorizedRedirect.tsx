import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { onUnauthorized } from '../../shared/api/client';
import { useServerMessages } from '../../shared/i18n/useServerMessages';
import { useCurrentPath } from '../../shared/session/hooks';
import { LOGIN_PATH, loginPath, REGISTER_PATH } from '../../shared/session/paths';
import { endSession } from '../../shared/session/session';

/**
 * The one place that reacts to a 401 from any call (docs/product/roles.md, messages.md: the trip list): all site storage
 * is cleared and the rider goes to /login?next=<the page they were on>, to come back after
 * logging in. Mounted once, in the root layout.
 */
export function UnauthorizedRedirect() {
  // the root must not wait for the server messages (they load after start)
  const { t } = useServerMessages();
  const navigate = useNavigate();
  const here = useCurrentPath();
  const hereRef = useRef(here);
  useEffect(() => {
    hereRef.current = here;
  }, [here]);

  useEffect(
    () =>
      onUnauthorized(() => {
        endSession();
        const current = hereRef.current;
        const path = current.split('?')[0]?.toLowerCase();
        if (path === LOGIN_PATH || path === REGISTER_PATH) return;
        // The toast library loads on demand: it is not part of the first script.
        void import('../../shared/ui/toast').then(({ toast }) =>
          toast.info(t('error.unauthorized'), { toastId: 'unauthorized' }),
        );
        void navigate(loginPath(current), { replace: true });
      }),
    [navigate, t],
  );

  return null;
}
