import type { SavedCard } from '@fairfare/contracts/payments';

/** Turns what the card fields hold into a payment method; throws an ApiError for the form. */
export type Tokenizer = (form: HTMLFormElement) => Promise<SavedCard>;

/** What CardForm gives its fields component (sandbox or Stripe Elements). */
export interface CardFieldsProps {
  /** A unique prefix for the fields' ids. */
  idPrefix: string;
  /** Hands the form its tokenizer once the fields are ready (null: not ready). */
  register: (tokenizer: Tokenizer | null) => void;
  disabled: boolean;
}
