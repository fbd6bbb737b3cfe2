import { TextField } from '../../../shared/ui/form/TextField';
import { useCancelTrip } from './api';
import { ReviewedForm, useReviewStep } from './ReviewedForm';
import { useTranslation } from 'react-i18next';

/** Ends a stuck trip with no fee to the rider, after a confirmation; the reason is audited. */
export function CancelTripForm({
  tripId,
  onDone,
}: {
  tripId: number;
  onDone: (m: string) => void;
}) {
  const { t } = useTranslation('ops');
  const cancel = useCancelTrip();
  const step = useReviewStep<string>();
  const onReview = (fields: FormData) => {
    const typed = String(fields.get('reason') ?? '').trim();
    if (typed.length < 3) return step.refuse(t('support.reasonTooShort'));
    step.ask(typed);
  };
  const reason = step.asked;
  const onConfirm = () =>
    reason &&
    cancel.mutate(
      { trip_id: tripId, reason },
      {
        onSuccess: () => onDone(t('support.cancelDone', { tripId })),
        onError: step.failed,
      },
    );
  return (
    <ReviewedForm
      label={t('support.cancelLabel', { tripId })}
      busy={cancel.isPending}
      alert={step.alert}
      confirm={
        reason
          ? {
              question: t('support.cancelQuestion', { tripId, reason }),
              confirmLabel: t('support.cancelConfirm'),
              onConfirm,
              onBack: step.back,
            }
          : null
      }
      review={t('support.cancelReview')}
      onReview={onReview}
    >
      <TextField id={`cancel-${tripId}-reason`} name="reason" label={t('common.reason')} required />
    </ReviewedForm>
  );
}
