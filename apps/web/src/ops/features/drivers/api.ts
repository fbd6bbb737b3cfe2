import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  opsDriverPaths,
  type OpsDriver,
  type OpsDriverListRequest,
  type SuspendDriverRequest,
} from '@fairfare/contracts/ops-drivers';
import { apiPost } from '../../../shared/api/client';
import { olderPagesQuery, type OlderPage } from '../../shared/olderPagesQuery';

interface DriversPage extends OlderPage {
  drivers: OpsDriver[];
}

/** Drivers the staff member may see, filtered (name, phone or plate), a page at a time. */
export function driversQuery(filter: OpsDriverListRequest) {
  return olderPagesQuery<DriversPage>(['ops', 'drivers', filter], opsDriverPaths.list, filter);
}

export function useSuspendDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SuspendDriverRequest) => apiPost<OpsDriver>(opsDriverPaths.suspend, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'drivers'] }),
  });
}
