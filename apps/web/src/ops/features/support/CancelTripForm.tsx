import { useState, type FormEvent } from 'react';
import { errorText } from '../../../shared/api/errorText';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { TextField } from '../../../shared/ui/form/TextField';
import { useCancelTrip } from './api';
import { ConfirmStep } from './ConfirmStep';

/** Ends a stuck trip with no fee to the rider, after a confirmation; the reason is audited. */
export function CancelTripForm({
  tripId,
  onDone,
}: {
  tripId: number;
  onDone: (m: string) => void;
}) {
  const cancel = useCancelTrip();
  const [alert, setAlert] = useState<string | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const onReview = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    if (typed.length < 3) return setAlert('Please give a reason (at least 3 characters).');
    setAlert(null);
    setReason(typed);
  };
  const onConfirm = () =>
    reason &&
    cancel.mutate(
      { trip_id: tripId, reason },
      {
        onSuccess: () =>
          onDone(`Trip ${tripId} cancelled with no fee. Rider and driver were told.`),
        onError: (error) => {
          setReason(null);
          setAlert(errorText(error));
        },
      },
    );
  return (
    <form
      className="ops-form"
      aria-label={`Cancel trip ${tripId}`}
      aria-busy={cancel.isPending}
      noValidate
      onSubmit={onReview}
    >
      <FormAlert>{alert}</FormAlert>
      {reason ? (
        <ConfirmStep
          question={`Cancel trip ${tripId} with no fee for “${reason}”? The rider and the driver are told at once.`}
          confirmLabel="Confirm cancellation"
          busy={cancel.isPending}
          onConfirm={onConfirm}
          onBack={() => setReason(null)}
        />
      ) : (
        <>
          <TextField id={`cancel-${tripId}-reason`} name="reason" label="Reason" required />
          <button type="submit" className="button button--primary">
            Review cancellation
          </button>
        </>
      )}
    </form>
  );
}
