import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { onUnauthorized } from '../../shared/api/client';
import { LoadError } from '../../shared/ui/LoadError';
import { Spinner } from '../../shared/ui/Spinner';
import { SignInPage } from '../features/signin/SignInPage';
import { useCityZones } from '../shared/cityZones';
import { staffSessionQuery } from '../shared/session';
import { OpsTestModeBanner } from '../shared/TestModeBanner';
import { forgetStaffData } from './account';
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
  if (session.isPending || !zones.settled) return <Spinner label="Loading the back office" />;
  if (session.isError)
    return (
      <LoadError message="The back office could not load." onRetry={() => void session.refetch()} />
    );
  const staff = session.data.staff;
  if (!staff) return <SignInPage />;
  return <Shell staff={staff} hasPasskey={session.data.has_passkey} />;
}
