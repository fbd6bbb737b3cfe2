import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, useNavigate } from 'react-router';
import { onUnauthorized } from '../../shared/api/client';
import { LoadError } from '../../shared/ui/LoadError';
import { Spinner } from '../../shared/ui/Spinner';
import { SignInPage } from '../features/signin/SignInPage';
import { useCityZones } from '../shared/cityZones';
import { staffSessionQuery } from '../shared/session';
import { OpsTestModeBanner } from '../shared/TestModeBanner';
import { forgetStaffData } from './account';
import { SignInLanguage } from './SignInLanguage';
import { useStaffLanguage } from './useStaffLanguage';
import { Shell } from './Shell';

/** The back office: sign-in, or the shell of the signed-in staff member's screens. */
export function OpsApp() {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 15_000, retry: 0 } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <BrowserRouter basename="/ops">
        <OpsTestModeBanner />
        <SessionGate />
      </BrowserRouter>
    </QueryClientProvider>
  );
}

function SessionGate() {
  const { t } = useTranslation('ops');
  const queryClient = useQueryClient();
  const session = useQuery(staffSessionQuery);
  // Times show in their city's zone (decision 062): the zones are known before a screen shows one.
  const zones = useCityZones();
  // A session that ended (idle, signed out elsewhere, disabled) sends any screen back to sign-in.
  useEffect(
    () =>
      onUnauthorized(() => {
        void queryClient.invalidateQueries({ queryKey: staffSessionQuery.queryKey });
      }),
    [queryClient],
  );
  const signedOut = session.data?.staff === null;
  const navigate = useNavigate();
  const wasSignedIn = useRef(false);
  // Once nobody is signed in (and the screens are gone), nothing they read is kept, and a staff
  // member who was signed in lands on the sign-in page at /ops, not at the last screen's address.
  useEffect(() => {
    if (!signedOut) {
      wasSignedIn.current = Boolean(session.data?.staff);
      return;
    }
    forgetStaffData(queryClient);
    if (wasSignedIn.current) void navigate('/', { replace: true });
    wasSignedIn.current = false;
  }, [signedOut, session.data?.staff, queryClient, navigate]);
  // The signed-in member's own language before their screens (decision 065).
  const speaksStaffLanguage = useStaffLanguage(session.data?.staff ?? undefined);
  if (session.isPending || !zones.settled || !speaksStaffLanguage)
    return <Spinner label={t('shell.loading')} />;
  if (session.isError)
    return <LoadError message={t('shell.loadFailed')} onRetry={() => void session.refetch()} />;
  const staff = session.data.staff;
  if (!staff)
    return (
      <>
        <SignInLanguage />
        <SignInPage />
      </>
    );
  return <Shell staff={staff} hasPasskey={session.data.has_passkey} />;
}
