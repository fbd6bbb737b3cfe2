import { useServerMessages } from '../../../shared/i18n/useServerMessages';
import { saveTripRequestSchema } from '@fairfare/contracts/booking';
import { editScheduledActionSchema, type Trip } from '@fairfare/contracts/trips';
import { isLoggedIn } from '../../../shared/session/session';
import { writeTripMode } from '../../../shared/settings/tripMode';
import { toast } from '../../../shared/ui/toast';
import { useSaveTrip } from '../api/save-trip';
import { useUpdateTrip } from '../api/update-trip';
import { clearDraft } from '../model/draft';
import { emptyBookingForm, type BookingFormValues } from '../model/formValues';
import { toEditRequest, toSaveRequest } from '../model/toRequest';
import type { BookingMode } from '../model/validate';
import type { BookingFormApi } from './useBookingForm';

interface SubmitOptions {
  mode: BookingMode;
  /** The saved ride for later being edited (mode 'edit'). */
  editTrip: Trip | undefined;
  /** The city whose geofence holds the pickup (the request's city), if known. */
  pickupCityId: number | null | undefined;
  tzOffset: number;
  /** The code of the promo that counts, if any. */
  promoCode: string | null;
  forgetPromo: () => void;
  loginFirst: (values: BookingFormValues) => void;
  setFormAlert: (text: string | null) => void;
  showServerError: (error: unknown) => void;
  onSaved: (trip: Trip) => void;
}

/**
 * Saves the checked booking (a new trip request, or the edited ride for later): a visitor logs in
 * first; once saved, the kept draft goes, a new booking form starts empty, and `onSaved` follows
 * the toast. `saving` while the request runs.
 */
export function useSubmitBooking(form: BookingFormApi, options: SubmitOptions) {
  const { mode, editTrip, setFormAlert, showServerError } = options;
  const { t } = useServerMessages();
  const saveTrip = useSaveTrip();
  const updateTrip = useUpdateTrip();
  const saving = saveTrip.isPending || updateTrip.isPending || form.formState.isSubmitting;

  const onValid = async (values: BookingFormValues) => {
    setFormAlert(null);
    if (!isLoggedIn()) {
      options.loginFirst(values);
      return;
    }
    const requestCtx = {
      cityId: typeof options.pickupCityId === 'number' ? options.pickupCityId : undefined,
      promoCode: options.promoCode,
      tzOffsetHours: options.tzOffset,
    };
    try {
      const trip =
        mode === 'edit' && editTrip
          ? await updateTrip.mutateAsync(
              editScheduledActionSchema.parse(toEditRequest(editTrip.trip_id, values, requestCtx)),
            )
          : await saveTrip.mutateAsync(
              saveTripRequestSchema.parse(toSaveRequest(values, requestCtx)),
            );
      clearDraft();
      writeTripMode(trip.is_ride_later === 1 ? 'later' : 'now');
      toast.success(t('booking.saved'));
      if (mode !== 'edit') {
        form.reset(emptyBookingForm(mode === 'book' ? 'now' : 'later'));
        options.forgetPromo();
      }
      options.onSaved(trip);
    } catch (error) {
      showServerError(error);
    }
  };

  return { saving, submit: form.handleSubmit(onValid, () => setFormAlert(null)) };
}
