import { parseArgs } from 'node:util';
import { addStaffRequestSchema } from '@fairfare/contracts/staff';
import { messageText } from '@fairfare/contracts/messages';
import { ConfigError, loadConfig } from '../../config.ts';
import { createDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { staffRepo } from './repo.ts';
import { addStaff } from './service.ts';
import { totpCode } from './totp.ts';

const USAGE = `Usage:
  npm run staff -- add <email> --role admin|editor|support|city [--city <id>]... [--name <name>]
      creates a staff account and prints its one-time password and authenticator secret, once
  npm run staff -- code <email>
      (not in production) prints the account's current authenticator code, for the demo accounts`;

/**
 * \`npm run staff\`: the back office's accounts from the machine's shell (issue 30). The first
 * admin is made here, never by a default password; what it prints is shown only this once.
 */
async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      role: { type: 'string' },
      city: { type: 'string', multiple: true },
      name: { type: 'string' },
    },
  });
  const [command, email] = positionals;
  if (!command || !email || !['add', 'code'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    if (command === 'code') {
      if (config.env === 'production') {
        console.error('The code command is for the demo accounts of a development machine.');
        return 2;
      }
      const staff = await staffRepo.byEmail(db, email.trim().toLowerCase());
      if (!staff) {
        console.error(`No staff member ${email}.`);
        return 1;
      }
      console.log(totpCode(staff.totp_secret));
      return 0;
    }
    const parsed = addStaffRequestSchema.safeParse({
      email,
      name: values.name ?? email.split('@')[0],
      role: values.role,
      city_ids: (values.city ?? []).map(Number),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        console.error(`${issue.path.join('.') || 'input'}: ${messageText(issue.message)}`);
      }
      return 2;
    }
    const body = parsed.data;
    const created = await addStaff(
      db,
      { staffId: null },
      {
        email: body.email,
        name: body.name,
        role: body.role,
        cityIds: body.city_ids,
      },
    );
    console.log(`Staff member ${created.staff.email} (${created.staff.role}) added.

Hand these over privately; they are not shown again:
  one-time password: ${created.one_time_password}   (replaced at the first sign-in)
  authenticator secret: ${created.totp_secret}
  authenticator URI: ${created.otpauth_uri}

Sign in at ${config.publicBaseUrl}/ops`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(
      err instanceof ConfigError ? err.message : err instanceof Error ? err.message : err,
    );
    process.exit(1);
  },
);
