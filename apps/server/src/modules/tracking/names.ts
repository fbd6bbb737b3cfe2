/**
 * The first word of a name: all that the tracking page and the rider's texts show of a driver.
 */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
