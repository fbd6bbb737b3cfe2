import type { TripStatus } from '@fairfare/contracts/trips';

/** The status popup's title key per status (docs/product/screens.md): accept/assigned, arrive, begin. */
export function statusTitleKey(status: TripStatus): string {
  if (status === 'arrive') return 'status.arrive';
  if (status === 'begin') return 'status.begin';
  return 'status.assigned';
}
