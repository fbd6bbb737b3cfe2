import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@fairfare/contracts/api';
import { opsPaths } from '@fairfare/contracts/staff';
import { buildApp } from '@fairfare/server/app';
import { testConfig } from '@fairfare/server/config';
import { createDatabase } from '@fairfare/server/db/database';
import { migrateToLatest } from '@fairfare/server/db/migrate';
import { seedDatabase } from '@fairfare/server/db/seed/seed';
import {
  DEMO_STAFF_PASSWORD,
  demoStaffEmail,
  demoStaffSecrets,
} from '@fairfare/server/db/seed/staff';
import { totpCode } from '@fairfare/server/modules/staff/totp';
import { percentile } from './lib/percentiles.ts';
import type { BenchResult, Benchmark, Figure } from './lib/report.ts';

interface Answer {
  ms: number;
  status: number;
  code: string | undefined;
}

let addresses = 0;
/** A client address no try has used yet (10.x.y.z). */
function freshAddress(): string {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  address: string,
  code = '000000',
): Promise<Answer> {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: API_BASE + opsPaths.signIn,
    remoteAddress: address,
    payload: { email, password, code },
  });
  const ms = performance.now() - started;
  return { ms, status: res.statusCode, code: (res.json() as { code?: string }).code };
}

function summary(label: string, answers: Answer[]): Figure[] {
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  const answersSeen = [...new Set(answers.map((a) => `${a.status} ${a.code ?? ''}`.trim()))];
  console.log(`staff sign-in: ${label}: ${answersSeen.join(', ')}`);
  return [
    { label: `${label}, p50`, value: Number(percentile(times, 50).toFixed(1)), unit: 'ms' },
    { label: `${label}, max`, value: Number(times.at(-1)!.toFixed(1)), unit: 'ms' },
  ];
}

/**
 * Staff sign-in answers (issue 37 point 8): how long a wrong password takes for an unknown e-mail
 * and for a real one, and for a real one a stranger has failed for from the same address; and
 * whether the owner, from an address of their own, still gets in. In-process (the real app on a
 * seeded in-memory SQLite), so the figures are the service's own time, without a network.
 */
export const staffSignIn: Benchmark = {
  name: 'staff sign-in',
  needsServer: false,
  async run(): Promise<BenchResult> {
    const db = createDatabase({ kind: 'sqlite-memory' });
    await migrateToLatest(db);
    await seedDatabase(db);
    const app = await buildApp(testConfig({ database: { kind: 'sqlite-memory' } }), { db });
    await app.ready();
    try {
      const known = demoStaffEmail('support');
      // warm-up: the dummy hash, the routes, the JIT
      for (let i = 0; i < 3; i++) {
        await signIn(app, `nobody${i}@fairfare.example`, 'x'.repeat(12), freshAddress());
      }

      // wrong passwords, each from an address of its own: an unknown e-mail, and the real ones
      // (four tries each of the four demo accounts: none reaches five failures)
      const unknown: Answer[] = [];
      const real: Answer[] = [];
      const accounts = (['admin', 'editor', 'city', 'support'] as const).map(demoStaffEmail);
      for (let i = 0; i < 16; i++) {
        unknown.push(
          await signIn(app, `nobody-${i}@fairfare.example`, 'wrong password!', freshAddress()),
        );
        real.push(await signIn(app, accounts[i % 4]!, 'wrong password!', freshAddress()));
      }
      // a stranger at one address fails five times for the real e-mail, then tries on (5 more)
      const stranger = freshAddress();
      for (let i = 0; i < 5; i++) await signIn(app, known, 'wrong password!', stranger);
      const strangerOn: Answer[] = [];
      for (let i = 0; i < 5; i++)
        strangerOn.push(await signIn(app, known, 'wrong password!', stranger));
      // others, each from an address of their own, with a wrong password for that e-mail
      const others: Answer[] = [];
      for (let i = 0; i < 5; i++)
        others.push(await signIn(app, known, 'wrong password!', freshAddress()));
      // the owner, from their own address, with the right password and code
      const owner = await signIn(
        app,
        known,
        DEMO_STAFF_PASSWORD,
        freshAddress(),
        totpCode(demoStaffSecrets.support),
      );
      console.log(
        `staff sign-in: the owner from their own address: ${owner.status} ${owner.code ?? ''}`,
      );
      return {
        name: this.name,
        figures: [
          ...summary('unknown e-mail, wrong password', unknown),
          ...summary('real e-mail, wrong password', real),
          ...summary('real e-mail, the stranger at the address of 5+ failures', strangerOn),
          ...summary('real e-mail, wrong password from other addresses then', others),
          {
            label: 'the owner from their own address (HTTP status)',
            value: owner.status,
            unit: '',
          },
        ],
        warnings: [],
      };
    } finally {
      await app.close();
      await db.destroy();
    }
  },
};
