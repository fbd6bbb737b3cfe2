import { describe, expect, it } from 'vitest';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { STAFF_ROLES } from '@fairfare/contracts/staff';
import { opsScreens, screensFor } from './nav';

describe('the back office navigation by role', () => {
  it('shows the staff and audit screens to admins only', () => {
    expect(screensFor('admin').map((s) => s.path)).toEqual(
      expect.arrayContaining(['staff', 'audit']),
    );
    for (const role of ['editor', 'support', 'city'] as const) {
      expect(screensFor(role).map((s) => s.path)).not.toContain('audit');
      expect(screensFor(role).map((s) => s.path)).not.toContain('staff');
    }
  });

  it('shows drivers to admins and city managers, not to editors or support', () => {
    expect(screensFor('city').map((s) => s.path)).toContain('drivers');
    expect(screensFor('admin').map((s) => s.path)).toContain('drivers');
    expect(screensFor('editor').map((s) => s.path)).not.toContain('drivers');
    expect(screensFor('support').map((s) => s.path)).not.toContain('drivers');
  });

  it('shows the inbox to support staff and admins only', () => {
    expect(screensFor('support').map((s) => s.path)).toContain('inbox');
    expect(screensFor('admin').map((s) => s.path)).toContain('inbox');
    expect(screensFor('editor').map((s) => s.path)).not.toContain('inbox');
    expect(screensFor('city').map((s) => s.path)).not.toContain('inbox');
  });

  it('shows content to editors and admins only', () => {
    expect(screensFor('editor').map((s) => s.path)).toEqual(['content']);
    expect(screensFor('admin').map((s) => s.path)).toContain('content');
    expect(screensFor('support').map((s) => s.path)).not.toContain('content');
    expect(screensFor('city').map((s) => s.path)).not.toContain('content');
  });

  it('lands an admin on riders and trips, then trips and the drivers list (issue 39: finding anyone first)', () => {
    expect(
      screensFor('admin')
        .map((s) => s.path)
        .slice(0, 3),
    ).toEqual(['support', 'trips', 'drivers']);
  });

  it('shows the trips search to exactly the roles the service lets search trips', () => {
    for (const role of STAFF_ROLES) {
      expect(
        screensFor(role)
          .map((s) => s.path)
          .includes('trips'),
        role,
      ).toBe(endpointTable.opsSearch.trips.roles.includes(role));
    }
  });

  it('shows riders and trips to exactly the roles the service lets search riders', () => {
    for (const role of STAFF_ROLES) {
      expect(
        screensFor(role)
          .map((s) => s.path)
          .includes('support'),
        role,
      ).toBe(endpointTable.opsSupport.findRiders.roles.includes(role));
    }
  });

  it('gives the admin every screen of the back office (issue 39)', () => {
    expect(screensFor('admin')).toEqual(opsScreens);
  });

  it('shows applications to exactly the roles the service lets review them', () => {
    for (const role of STAFF_ROLES) {
      expect(
        screensFor(role)
          .map((s) => s.path)
          .includes('applications'),
        role,
      ).toBe(endpointTable.opsApplications.list.roles.includes(role));
    }
  });

  it('shows city rules and Now to exactly the roles the service lets read them', () => {
    for (const role of STAFF_ROLES) {
      const paths = screensFor(role).map((s) => s.path);
      expect(paths.includes('rules'), role).toBe(
        endpointTable.opsRules.cityRules.roles.includes(role),
      );
      expect(paths.includes('now'), role).toBe(endpointTable.opsNow.city.roles.includes(role));
    }
    expect(screensFor('support').map((s) => s.path)).toContain('now');
  });
});
