import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  opsDriverPaths,
  type OpsDriver,
  type OpsDriverListRequest,
  type SuspendDriverRequest,
} from '@fairfare/contracts/ops-drivers';
import { apiPost } from '../../../shared/api/client';

/** Drivers the staff member may see, filtered (name, phone or car number). */
export function driversQuery(filter: OpsDriverListRequest) {
  return queryOptions({
    queryKey: ['ops', 'drivers', filter],
    queryFn: ({ signal }) =>
      apiPost<{ drivers: OpsDriver[] }>(opsDriverPaths.list, filter, signal).then((r) => r.drivers),
  });
}

export function useSuspendDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SuspendDriverRequest) => apiPost<OpsDriver>(opsDriverPaths.suspend, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'drivers'] }),
  });
}
