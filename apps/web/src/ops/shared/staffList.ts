import { queryOptions } from '@tanstack/react-query';
import { opsPaths, type StaffListItem } from '@fairfare/contracts/staff';
import { apiPost } from '../../shared/api/client';

/** Every staff account (admin): the staff screen, and the audit log's "who" filter. */
export const staffListQuery = queryOptions({
  queryKey: ['ops', 'staff'],
  queryFn: ({ signal }) =>
    apiPost<{ staff: StaffListItem[] }>(opsPaths.staffList, {}, signal).then((r) => r.staff),
});
