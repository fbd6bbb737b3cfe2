import type { Config } from '../../config.ts';
import type { PaymentGateway } from './gateway.ts';
import { SandboxGateway } from './sandbox.ts';
import { StripeGateway } from './stripe.ts';

/** Stripe when its keys are configured, the in-process sandbox otherwise (DESIGN §6). */
export function createGateway(config: Config['payments']): PaymentGateway {
  return config.stripe ? new StripeGateway(config.stripe) : new SandboxGateway();
}
