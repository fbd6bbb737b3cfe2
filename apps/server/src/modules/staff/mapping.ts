import { languageOrDefault } from '@fairfare/contracts/languages';
import type { StaffListItem, StaffMember, StaffRole } from '@fairfare/contracts/staff';
import type { StaffRow } from './repo.ts';

/** A staff row's city ids (JSON text; anything unreadable is no city). */
export function cityIdsOf(row: Pick<StaffRow, 'city_ids'>): number[] {
  try {
    const parsed: unknown = JSON.parse(row.city_ids);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function staffMemberOf(row: StaffRow): StaffMember {
  return {
    staff_id: row.staff_id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    city_ids: cityIdsOf(row),
    language: languageOrDefault(row.language),
  };
}

export function staffListItemOf(row: StaffRow & { passkeys: number }): StaffListItem {
  return {
    ...staffMemberOf(row),
    disabled: row.disabled === 1,
    has_passkey: Number(row.passkeys) > 0,
    created_at: Number(row.created_at),
  };
}
