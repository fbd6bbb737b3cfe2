import { infiniteQueryOptions } from '@tanstack/react-query';
import { opsPaths, type AuditEntry, type AuditLogRequest } from '@fairfare/contracts/staff';
import { apiPost } from '../../../shared/api/client';

interface AuditPage {
  entries: AuditEntry[];
  next_before_id: number | null;
}

/** The audit log under `filter`, newest first, a page at a time ("Older entries"). */
export function auditLogQuery(filter: AuditLogRequest) {
  return infiniteQueryOptions({
    queryKey: ['ops', 'audit', filter],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiPost<AuditPage>(
        opsPaths.auditLog,
        { ...filter, ...(pageParam === undefined ? {} : { before_id: pageParam }) },
        signal,
      ),
    getNextPageParam: (last) => last.next_before_id ?? undefined,
  });
}
