import type { StaffRole } from '@fairfare/contracts/staff';

/** A screen of the back office and the roles that see it (the service checks the same roles). */
export interface OpsScreen {
  /** Below /ops. */
  path: string;
  /** Its name in the navigation: a key of the back office's texts (locales/*.json `nav`). */
  labelKey: `nav.${string}`;
  roles: readonly StaffRole[];
}

/** Every screen, in the navigation's order; each area adds its own. */
export const opsScreens: readonly OpsScreen[] = [
  { path: 'support', labelKey: 'nav.support', roles: ['support', 'admin'] },
  { path: 'trips', labelKey: 'nav.trips', roles: ['support', 'admin', 'city'] },
  { path: 'drivers', labelKey: 'nav.drivers', roles: ['admin', 'city'] },
  { path: 'applications', labelKey: 'nav.applications', roles: ['admin', 'city'] },
  { path: 'staff', labelKey: 'nav.staff', roles: ['admin'] },
  { path: 'audit', labelKey: 'nav.audit', roles: ['admin'] },
  { path: 'content', labelKey: 'nav.content', roles: ['editor', 'admin'] },
  { path: 'inbox', labelKey: 'nav.inbox', roles: ['support', 'admin'] },
  { path: 'now', labelKey: 'nav.now', roles: ['admin', 'city', 'support'] },
  { path: 'rules', labelKey: 'nav.rules', roles: ['admin', 'city'] },
  { path: 'reports', labelKey: 'nav.reports', roles: ['admin', 'city'] },
];

/** The screens a role may open, in order. */
export function screensFor(role: StaffRole): OpsScreen[] {
  return opsScreens.filter((screen) => screen.roles.includes(role));
}
