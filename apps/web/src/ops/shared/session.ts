import { queryOptions } from '@tanstack/react-query';
import type { StaffSession } from '@fairfare/contracts/staff';
import { opsPaths } from '@fairfare/contracts/staff';
import { apiPost } from '../../shared/api/client';

/** Who is signed in to the back office (staff null: nobody). */
export const staffSessionQuery = queryOptions({
  queryKey: ['ops', 'session'],
  queryFn: ({ signal }) => apiPost<StaffSession>(opsPaths.session, {}, signal),
  staleTime: 60_000,
});
