import type { ApplicationStatus } from '@fairfare/contracts/driver-applications';

/** What staff call each status (a draft is never listed: it is not submitted yet). */
export const statusNames: Record<ApplicationStatus, string> = {
  draft: 'Draft',
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};
