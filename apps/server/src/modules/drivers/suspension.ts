import { forbidden } from '../../http/errors.ts';

/**
 * A suspended driver (back office, issue 30) cannot go online, offer or take a counter-offer:
 * the driver API refuses with `ops.driverSuspended`, whatever the driver's app sends.
 */
export function refuseIfSuspended(driver: { suspended_at: number | null }): void {
  if (driver.suspended_at !== null) throw forbidden('ops.driverSuspended');
}
