import { TextField } from '../../../shared/ui/form/TextField';
import { useCancelTrip } from './api';
import { ReviewedForm, useReviewStep } from './ReviewedForm';

/** Ends a stuck trip with no fee to the rider, after a confirmation; the reason is audited. */
export function CancelTripForm({
  tripId,
  onDone,
}: {
  tripId: number;
  onDone: (m: string) => void;
}) {
  const cancel = useCancelTrip();
  const step = useReviewStep<string>();
  const onReview = (fields: FormData) => {
    const typed = String(fields.get('reason') ?? '').trim();
    if (typed.length < 3) return step.refuse('Please give a reason (at least 3 characters).');
    step.ask(typed);
  };
  const reason = step.asked;
  const onConfirm = () =>
    reason &&
    cancel.mutate(
      { trip_id: tripId, reason },
      {
        onSuccess: () =>
          onDone(`Trip ${tripId} cancelled with no fee. Rider and driver were told.`),
        onError: step.failed,
      },
    );
  return (
    <ReviewedForm
      label={`Cancel trip ${tripId}`}
      busy={cancel.isPending}
      alert={step.alert}
      confirm={
        reason
          ? {
              question: `Cancel trip ${tripId} with no fee for “${reason}”? The rider and the driver are told at once.`,
              confirmLabel: 'Confirm cancellation',
              onConfirm,
              onBack: step.back,
            }
          : null
      }
      review="Review cancellation"
      onReview={onReview}
    >
      <TextField id={`cancel-${tripId}-reason`} name="reason" label="Reason" required />
    </ReviewedForm>
  );
}
