import type { OpsPayment } from '@fairfare/contracts/ops-support';

/** A card payment of 30 a support agent may refund, 10 of it refunded already (20 left). */
export const CARD_PAYMENT: OpsPayment = {
  payment_id: 41,
  kind: 'trip',
  pay_mode: 'Card',
  status: 'succeeded',
  amount: 30,
  refunded: 10,
  left_to_refund: 20,
  card: 'visa •••• 4242',
  refundable: true,
  at: 0,
};
