import {
  OPS_SESSION_IDLE_MS,
  OPS_SESSION_MAX_MS,
  type AddStaffRequest,
  type NewStaff,
  type StaffListItem,
  type StaffMember,
  type StaffRole,
} from '@fairfare/contracts/staff';
import type { Language } from '@fairfare/contracts/languages';
import type { Db } from '../../db/database.ts';
import type { MessageKey } from '@fairfare/contracts/messages';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  unauthorized,
} from '../../http/errors.ts';
import { audited, type Actor } from '../audit/audited.ts';
import { generateToken, hashToken } from '../auth/secrets.ts';
import { isoAt, type CsvCell } from '../../http/csv.ts';
import { staffListItemOf, staffMemberOf } from './mapping.ts';
import { hashPassword, oneTimePassword, verifyPassword } from './password.ts';
import { staffRepo, type StaffRow } from './repo.ts';
import { accountKeyOfEmail, FORGET_AFTER_MS, secondsLeft, waitAfter } from './signin-limits.ts';
import { newTotpSecret, totpStep } from './totp.ts';

/** A staff session is checked again, and its last_seen_at moved, at most this often. */
const TOUCH_EVERY_MS = 30_000;

export interface NewStaffInput {
  email: string;
  name: string;
  role: StaffRole;
  cityIds: number[];
}

/**
 * A new staff account with a one-time password (replaced at the first sign-in) and a new TOTP
 * secret: both are returned once, to be handed to the person, and never shown again.
 */
export async function addStaff(
  db: Db,
  actor: Actor,
  input: NewStaffInput,
  now = Date.now(),
): Promise<NewStaff> {
  const password = oneTimePassword();
  const totp = newTotpSecret(input.email);
  const passwordHash = await hashPassword(password);
  const staff = await audited(db, actor, { action: 'staff.add', entity: 'staff' }, async (trx) => {
    if (await staffRepo.byEmail(trx, input.email)) throw conflict('ops.staffExists');
    const row = {
      email: input.email,
      name: input.name,
      role: input.role,
      city_ids: JSON.stringify(input.role === 'city' ? input.cityIds : []),
      password_hash: passwordHash,
      must_change_password: 1,
      totp_secret: totp.secret,
      created_at: now,
    };
    const staffId = await staffRepo.insert(trx, row);
    const member = staffMemberOf({ ...(await staffRepo.byId(trx, staffId))! });
    return { entityId: staffId, before: null, after: member, value: member };
  });
  return { staff, one_time_password: password, totp_secret: totp.secret, otpauth_uri: totp.uri };
}

/** A request body of `opsapi/addstaff` as the service's input. */
export function newStaffInputOf(body: Omit<AddStaffRequest, 'city_ids'> & { city_ids: number[] }) {
  return { email: body.email, name: body.name, role: body.role, cityIds: body.city_ids };
}

export interface SignInInput {
  email: string;
  password: string;
  code: string;
  newPassword?: string | undefined;
}

/** Whose tries count together (signin-limits.ts): one account from one client address. */
export interface SignInFrom {
  accountKey: string;
  address: string;
}

/**
 * Refuses a try of an account from an address still waiting after its failures: 429
 * `ops.signInWait` with the seconds left. The same for an unknown e-mail (its failures count too).
 */
export async function refuseWhileWaiting(db: Db, from: SignInFrom, now: number): Promise<void> {
  const seconds = secondsLeft(await staffRepo.blockedUntil(db, from.accountKey, from.address), now);
  if (seconds > 0) throw new AppError(429, 'ops.signInWait', { seconds });
}

/** Counts a failed try of an account from an address (the wait grows), then refuses it. */
export async function failSignIn(
  db: Db,
  from: SignInFrom,
  now: number,
  key: MessageKey,
): Promise<never> {
  const failures = await staffRepo.addFailure(
    db,
    from.accountKey,
    from.address,
    now,
    now - FORGET_AFTER_MS,
  );
  const wait = waitAfter(failures);
  if (wait > 0) await staffRepo.setBlockedUntil(db, from.accountKey, from.address, now + wait);
  throw unauthorized(key);
}

/**
 * Password + TOTP sign-in from a client `address`. The same answer for an unknown e-mail, a
 * disabled account, a wrong password and a wrong code (nothing tells which was wrong), after the
 * same work: one password hash whatever the e-mail, so that the answer's time does not tell
 * either. Failures count per e-mail and address (signin-limits.ts): past the first few, that
 * address waits longer after each (429 `ops.signInWait`) while every other address, the owner's
 * among them, is not slowed. A code signs in once. An account with the command's one-time
 * password must set `newPassword` in the same call.
 */
export async function signIn(db: Db, input: SignInInput, address: string, now = Date.now()) {
  const from = { accountKey: accountKeyOfEmail(input.email), address };
  const found = await staffRepo.byEmail(db, input.email);
  const staff = found && found.disabled === 0 ? found : undefined;
  const passwordOk = await verifyPassword(
    input.password,
    staff ? staff.password_hash : await dummyHash(),
  );
  // After the hash: a refusal for waiting takes as long as any other answer.
  await refuseWhileWaiting(db, from, now);
  const step = staff && passwordOk ? totpStep(staff.totp_secret, input.code, now) : null;
  if (!staff || step === null || step <= Number(staff.totp_last_step)) {
    return failSignIn(db, from, now, 'ops.signInFailed');
  }
  // Checked after the password and code, so the answer tells nothing to whoever lacks them.
  if (staff.must_change_password === 1 && !input.newPassword) {
    throw forbidden('ops.newPasswordRequired');
  }
  const newHash =
    staff.must_change_password === 1 && input.newPassword
      ? await hashPassword(input.newPassword)
      : undefined;
  if (!(await staffRepo.acceptSignIn(db, staff.staff_id, step, newHash))) {
    throw unauthorized('ops.signInFailed');
  }
  await staffRepo.clearFailures(db, from.accountKey, address, now - FORGET_AFTER_MS);
  return startSession(db, staff, now);
}

/** Opens a staff session; the token goes in the `ff_ops` cookie only. */
export async function startSession(db: Db, staff: StaffRow, now = Date.now()) {
  const token = generateToken();
  await staffRepo.insertSession(db, hashToken(token), staff.staff_id, now);
  return { token, staff: staffMemberOf(staff) };
}

/** The live session of a token: not ended, not idle, not too old, account enabled. */
export async function staffOfToken(db: Db, token: string, now = Date.now()) {
  const row = await staffRepo.liveSession(
    db,
    hashToken(token),
    now - OPS_SESSION_IDLE_MS,
    now - OPS_SESSION_MAX_MS,
  );
  if (!row) return null;
  if (now - Number(row.last_seen_at) > TOUCH_EVERY_MS) {
    await staffRepo.touchSession(db, row.staff_session_id, now);
  }
  return row;
}

/**
 * Whether a staff session is still live (not ended, idle or too old, the account not disabled),
 * without counting the question as activity: a socket watching the live view does not keep its
 * session alive (decision 042).
 */
export async function isStaffSessionLive(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<boolean> {
  const row = await staffRepo.liveSession(
    db,
    hashToken(token),
    now - OPS_SESSION_IDLE_MS,
    now - OPS_SESSION_MAX_MS,
  );
  return row !== undefined;
}

export async function endStaffSession(db: Db, token: string, now = Date.now()): Promise<void> {
  await staffRepo.endSession(db, hashToken(token), now);
}

export async function listStaff(db: Db): Promise<StaffListItem[]> {
  return (await staffRepo.list(db)).map(staffListItemOf);
}

export const STAFF_CSV_HEADER = [
  'Staff',
  'Name',
  'E-mail',
  'Role',
  'Cities',
  'Language',
  'Passkey',
  'Status',
  'Added',
];

/** The staff list as the export's rows (times in UTC, ISO 8601). */
export async function* everyStaffMember(db: Db): AsyncGenerator<CsvCell[]> {
  for (const member of await listStaff(db)) {
    yield [
      member.staff_id,
      member.name,
      member.email,
      member.role,
      member.city_ids.join(' '),
      member.language,
      member.has_passkey ? 'yes' : 'no',
      member.disabled ? 'disabled' : 'active',
      isoAt(member.created_at),
    ];
  }
}

/** Disables (and signs out everywhere) or re-enables an account; an admin cannot disable themself. */
export async function setStaffDisabled(
  db: Db,
  actor: { staffId: number },
  staffId: number,
  disabled: boolean,
  now = Date.now(),
): Promise<StaffListItem> {
  if (staffId === actor.staffId && disabled) throw badRequest('ops.notYourself');
  await audited(
    db,
    actor,
    { action: disabled ? 'staff.disable' : 'staff.enable', entity: 'staff' },
    async (trx) => {
      const before = await staffRepo.byId(trx, staffId);
      if (!before) throw notFound();
      await staffRepo.setDisabled(trx, staffId, disabled);
      if (disabled) await staffRepo.endSessionsOf(trx, staffId, now);
      return {
        entityId: staffId,
        before: { disabled: before.disabled === 1 },
        after: { disabled },
        value: undefined,
      };
    },
  );
  const row = (await staffRepo.list(db)).find((s) => s.staff_id === staffId)!;
  return staffListItemOf(row);
}

/**
 * A staff member's own language for the back office (decision 065): their preference, not a
 * change to anyone's access, so it is not written to the audit log. Answers the member as saved.
 */
export async function setStaffLanguage(
  db: Db,
  staffId: number,
  language: Language,
): Promise<StaffMember> {
  await staffRepo.setLanguage(db, staffId, language);
  const row = await staffRepo.byId(db, staffId);
  if (!row) throw notFound();
  return staffMemberOf(row);
}

/** A valid hash of no one's password, checked for unknown e-mails (timing); made once. */
let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(generateToken());
  return dummy;
}
