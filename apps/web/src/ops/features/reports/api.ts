import { queryOptions } from '@tanstack/react-query';
import { reportPaths, type Report, type ReportRequest } from '@fairfare/contracts/reports';
import { apiPost } from '../../../shared/api/client';

/** The daily report of one city over a range of days (the service keeps to the caller's cities). */
export function reportQuery(request: ReportRequest) {
  return queryOptions({
    queryKey: ['ops', 'report', request.city_id ?? 'all', request.from, request.to],
    queryFn: ({ signal }) => apiPost<Report>(reportPaths.daily, request, signal),
  });
}
