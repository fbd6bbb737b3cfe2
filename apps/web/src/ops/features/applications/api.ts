import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  opsApplicationPaths,
  type OpsApplication,
  type OpsApplicationDetail,
  type OpsApplicationListRequest,
  type RejectApplicationRequest,
} from '@fairfare/contracts/driver-applications';
import { apiPost } from '../../../shared/api/client';
import { olderPagesQuery, type OlderPage } from '../../shared/olderPagesQuery';

interface ApplicationsPage extends OlderPage {
  applications: OpsApplication[];
}

/**
 * Applications of the staff member's cities in one status (pending unless told), latest
 * submitted first, a page at a time.
 */
export function applicationsQuery(filter: OpsApplicationListRequest) {
  return olderPagesQuery<ApplicationsPage>(
    ['ops', 'applications', 'list', filter],
    opsApplicationPaths.list,
    filter,
  );
}

export function applicationQuery(applicationId: number) {
  return queryOptions({
    queryKey: ['ops', 'applications', 'one', applicationId],
    queryFn: ({ signal }) =>
      apiPost<OpsApplicationDetail>(
        opsApplicationPaths.detail,
        { application_id: applicationId },
        signal,
      ),
  });
}

/** Approve or reject: either way the lists and the drivers' list change. */
export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      decision:
        { approve: true; application_id: number } | ({ approve: false } & RejectApplicationRequest),
    ) =>
      decision.approve
        ? apiPost<OpsApplication>(opsApplicationPaths.approve, {
            application_id: decision.application_id,
          })
        : apiPost<OpsApplication>(opsApplicationPaths.reject, {
            application_id: decision.application_id,
            reason: decision.reason,
          }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['ops', 'applications'] });
      await queryClient.invalidateQueries({ queryKey: ['ops', 'drivers'] });
    },
  });
}
