import type { StaffRole } from '@fairfare/contracts/staff';

/** A screen of the back office and the roles that see it (the service checks the same roles). */
export interface OpsScreen {
  /** Below /ops. */
  path: string;
  label: string;
  roles: readonly StaffRole[];
}

/** Every screen, in the navigation's order; each area adds its own. */
export const opsScreens: readonly OpsScreen[] = [
  { path: 'support', label: 'Riders and trips', roles: ['support', 'admin'] },
  { path: 'trips', label: 'Find trips', roles: ['support', 'admin', 'city'] },
  { path: 'drivers', label: 'Drivers', roles: ['admin', 'city'] },
  { path: 'applications', label: 'Applications', roles: ['admin', 'city'] },
  { path: 'staff', label: 'Staff', roles: ['admin'] },
  { path: 'audit', label: 'Audit log', roles: ['admin'] },
  { path: 'content', label: 'Content', roles: ['editor', 'admin'] },
  { path: 'inbox', label: 'Inbox', roles: ['support', 'admin'] },
  { path: 'now', label: 'Now', roles: ['admin', 'city', 'support'] },
  { path: 'rules', label: 'City rules', roles: ['admin', 'city'] },
  { path: 'reports', label: 'Reports', roles: ['admin', 'city'] },
];

/** The screens a role may open, in order. */
export function screensFor(role: StaffRole): OpsScreen[] {
  return opsScreens.filter((screen) => screen.roles.includes(role));
}
