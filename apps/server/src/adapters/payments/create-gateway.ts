import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { PaymentGateway } from './gateway.ts';
import { SandboxGateway } from './sandbox.ts';
import { StripeGateway } from './stripe.ts';

/**
 * Stripe when its keys are configured, the in-process sandbox otherwise (docs/architecture.md), which keeps
 * its state in the app's database.
 */
export function createGateway(config: Config['payments'], db: Db): PaymentGateway {
  return config.stripe ? new StripeGateway(config.stripe) : new SandboxGateway({ db });
}
