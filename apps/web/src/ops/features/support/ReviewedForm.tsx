import { useState, type FormEvent, type ReactNode } from 'react';
import { errorText } from '../../../shared/api/errorText';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { useOpsFeedback } from '../../shared/OpsFeedback';
import { ConfirmStep } from './ConfirmStep';

/**
 * The two steps of a support action (refund, wallet change, cancellation): what was asked once
 * the fields were checked, and the form's alert (a field refused before sending, or the
 * service's refusal, which brings the fields back).
 */
export function useReviewStep<Asked>() {
  const feedback = useOpsFeedback();
  const [asked, setAsked] = useState<Asked | null>(null);
  return {
    asked,
    alert: feedback.alert,
    /** Refuses what was typed: nothing is asked, the alert says why. */
    refuse: (message: string) => {
      setAsked(null);
      feedback.refuse(message);
    },
    /** The fields are good: the confirmation asks this. */
    ask: (next: Asked) => {
      feedback.start();
      setAsked(next);
    },
    back: () => setAsked(null),
    /** The service refused: the fields again, with its message. */
    failed: (error: Error) => {
      setAsked(null);
      feedback.refuse(errorText(error));
    },
  };
}

interface ReviewedFormProps {
  /** The form's accessible name ("Refund payment 41"). */
  label: string;
  busy: boolean;
  alert: string | null;
  /** The confirmation once the fields were reviewed; the fields until then. */
  confirm: {
    question: string;
    confirmLabel: string;
    onConfirm: () => void;
    onBack: () => void;
  } | null;
  /** The review button's text ("Review refund"). */
  review: string;
  onReview: (fields: FormData) => void;
  /** The fields. */
  children: ReactNode;
}

/** A support action's form: its fields and a review button, then the confirmation step. */
export function ReviewedForm({
  label,
  busy,
  alert,
  confirm,
  review,
  onReview,
  children,
}: ReviewedFormProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onReview(new FormData(event.currentTarget));
  };
  return (
    <form className="ops-form" aria-label={label} aria-busy={busy} noValidate onSubmit={onSubmit}>
      <FormAlert>{alert}</FormAlert>
      {confirm ? (
        <ConfirmStep {...confirm} busy={busy} />
      ) : (
        <>
          {children}
          <button type="submit" className="button button--primary">
            {review}
          </button>
        </>
      )}
    </form>
  );
}
