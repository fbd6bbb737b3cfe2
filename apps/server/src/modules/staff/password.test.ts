import { describe, expect, it } from 'vitest';
import { DEMO_STAFF_PASSWORD, DEMO_STAFF_PASSWORD_HASH } from '../../db/seed/staff.ts';
import { hashPassword, verifyPassword } from './password.ts';

describe('staff passwords', () => {
  it('verify against their own hash only', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('wrong horse', stored)).toBe(false);
  });

  it("(the demo seed's hash, written out) still verifies the demo password", async () => {
    expect(await verifyPassword(DEMO_STAFF_PASSWORD, DEMO_STAFF_PASSWORD_HASH)).toBe(true);
  });
});
