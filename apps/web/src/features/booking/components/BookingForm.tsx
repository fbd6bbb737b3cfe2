import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  applyPromoRequestSchema,
  isSameDestination,
  saveTripRequestSchema,
  type Place,
  type PromoResult,
} from '@fairfare/contracts/booking';
import type { LatLng } from '@fairfare/contracts/fare';
import { editScheduledActionSchema, type Trip } from '@fairfare/contracts/trips';
import { useCategories } from '../../../shared/api/categories';
import { ApiError } from '../../../shared/api/client';
import { findCityForPoint } from '../../../shared/cities/findCityForPoint';
import { useCities } from '../../../shared/cities/useCities';
import { usePayOptions } from '../../../shared/cities/payOptions';
import { useCity } from '../../../shared/cities/useCity';
import { config } from '../../../shared/config';
import { useCurrentPosition } from '../../../shared/hooks/useCurrentPosition';
import { translateApiMessage } from '../../../shared/i18n/i18n';
import { loginPath } from '../../../shared/session/paths';
import { isLoggedIn } from '../../../shared/session/session';
import { writeTripMode } from '../../../shared/settings/tripMode';
import { useSettings } from '../../../shared/settings/useSettings';
import { toast } from '../../../shared/ui/toast';
import { useApplyPromo } from '../api/apply-promo';
import { estimateFaresQueryOptions, useFareEstimates } from '../api/estimate-fares';
import { OPEN_REQUESTS_KEY } from '../api/get-open-requests';
import { useNearbyDrivers } from '../api/get-nearby-drivers';
import { useSaveTrip } from '../api/save-trip';
import { useUpdateTrip } from '../api/update-trip';
import { useMessageText } from '../hooks/useMessageText';
import { clearDraft, readDraft, saveDraft } from '../model/draft';
import { estimateRequestFor } from '../model/estimateRequest';
import { encodeMessage } from '../model/fieldMessage';
import {
  BOOKING_FIELD_ORDER,
  emptyBookingForm,
  formFromTrip,
  type BookingField,
  type BookingFormValues,
} from '../model/formValues';
import { offerInputValue, parseOffer } from '../model/offerBounds';
import { epochToCityLocal } from '../model/scheduleTime';
import { toEditRequest, toSaveRequest } from '../model/toRequest';
import {
  bookingResolver,
  FIELD_OF_MESSAGE,
  type BookingCheckContext,
  type BookingMode,
} from '../model/validate';
import { BookingSummary } from './BookingSummary';
import { categoryInputId, CategoryPicker } from './CategoryPicker';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary';
import { MapPicker, type MapTarget } from './MapPicker';
import { OFFER_ID, OfferField } from './OfferField';
import { PassengerFields } from './PassengerFields';
import { payInputId, PaymentMethodPicker } from './PaymentMethodPicker';
import { PlaceSearchField } from './PlaceSearchField';
import { PROMO_ID, PromoBox } from './PromoBox';
import { SCHEDULED_AT_ID, ScheduleFields } from './ScheduleFields';
import { TermsField } from './TermsField';

export interface BookingFormProps {
  mode: BookingMode;
  /** The page the form is on: where a visitor comes back to after logging in. */
  path: string;
  /** The saved ride for later being edited (mode 'edit'). */
  editTrip?: Trip;
  /** The id of the page's heading, which names the form. */
  titleId: string;
  /** The trip was saved (the toast is shown already). */
  onSaved: (trip: Trip) => void;
  /** The rider leaves without saving. */
  onCancel: () => void;
}

/** A promo the server accepted, for the category and offer it was checked with. */
interface AppliedPromo {
  result: PromoResult;
  categoryId: string;
  offer: string;
}

const PICKUP_ID = 'booking-pickup';
const DROP_ID = 'booking-drop';

/** A point chosen on the map or by "Use my location": its coordinates are its address. */
export function pointAddress(point: LatLng): string {
  return `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
}

const tripKeyOf = (pickup: Place | null, drop: Place | null) =>
  pickup && drop ? `${pickup.lat},${pickup.lng}>${drop.lat},${drop.lng}` : '';

function initialForm(mode: BookingMode, path: string, editTrip: Trip | undefined, tz: number) {
  const draft = mode === 'edit' ? null : readDraft(path);
  if (draft) return { values: draft.values, cityId: draft.cityId, promo: null, fromDraft: true };
  if (editTrip) {
    const values = formFromTrip(editTrip, tz);
    const promo: AppliedPromo | null = editTrip.promo_code
      ? {
          result: {
            promo_code: editTrip.promo_code,
            promo_desc: '',
            discount: editTrip.trip_promo_amt,
            pay_amount: editTrip.trip_pay_amount,
            currency: editTrip.trip_currency,
          },
          categoryId: values.categoryId,
          offer: values.offer,
        }
      : null;
    return { values, cityId: editTrip.city_id, promo, fromDraft: false };
  }
  const values = emptyBookingForm(mode === 'book' ? 'now' : 'later');
  return { values, cityId: config.defaultCityId, promo: null, fromDraft: false };
}

/**
 * The booking form of /booknow and /schedule-form (spec §2, §3, §5): route, time, category with
 * the estimated fares, the rider's offer, promo, payment, passenger, note and terms, with the map
 * and the booking summary beside it. Checks everything the server checks (same message keys),
 * keeps the booking over a login detour, and saves the trip request.
 */
export function BookingForm({
  mode,
  path,
  editTrip,
  titleId,
  onSaved,
  onCancel,
}: BookingFormProps) {
  const { t } = useTranslation(['booking', 'places']);
  const messageText = useMessageText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const settings = useSettings();
  const { cities } = useCities();
  const position = useCurrentPosition();

  const [initial] = useState(() =>
    initialForm(mode, path, editTrip, settings.tzOffset ?? editTripOffset(editTrip, cities)),
  );
  useEffect(() => {
    if (initial.fromDraft) clearDraft(); // read once: a reload starts afresh
  }, [initial]);

  const [chosenCityId, setChosenCityId] = useState(initial.cityId);
  const [mapTarget, setMapTarget] = useState<MapTarget>('pickup');
  const [applied, setApplied] = useState<AppliedPromo | null>(initial.promo);
  const [formAlert, setFormAlert] = useState<string | null>(null);
  /** When the form opened: the date picker offers no earlier time. */
  const [openedAt] = useState(() => Date.now());
  const summaryRef = useRef<HTMLDivElement>(null);

  const tzOffset =
    settings.tzOffset ?? cities?.find((c) => c.city_id === chosenCityId)?.tz_offset ?? 0;
  const cityOf = useMemo(
    () =>
      (point: LatLng): number | null | undefined =>
        cities ? (findCityForPoint(cities, point.lat, point.lng)?.city_id ?? null) : undefined,
    [cities],
  );

  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitted, submitCount, isSubmitting },
  } = useForm<BookingFormValues, BookingCheckContext>({
    defaultValues: initial.values,
    resolver: bookingResolver,
    // what the checks need from the screen; react-hook-form reads it afresh on every render
    context: {
      mode,
      tzOffsetHours: tzOffset,
      cityOf,
      faresOf: (request) => queryClient.getQueryData(estimateFaresQueryOptions(request).queryKey),
    },
  });
  const [pickup, drop, categoryId, offer, when, forOther] = useWatch({
    control,
    name: ['pickup', 'drop', 'categoryId', 'offer', 'when', 'forOther'],
  });

  // The screen's city: the one whose geofence holds the pickup, else the one chosen.
  const pickupCityId = pickup ? cityOf(pickup) : undefined;
  const cityId = typeof pickupCityId === 'number' ? pickupCityId : chosenCityId;
  const cityInfo = useCity(cityId);
  const city = cityInfo.city ?? cities?.find((c) => c.city_id === cityId);
  const categories = useCategories(cityId);
  // the city's methods from cityapi/getcity, else from the city cache while it is not there
  const cachedPayOptions = usePayOptions(city?.city_pay_options);
  const payOptionList = cityInfo.payOptions.length > 0 ? cityInfo.payOptions : cachedPayOptions;

  // The promo counts only for the category and offer it was checked with.
  const promo =
    applied && applied.categoryId === categoryId && applied.offer === offer ? applied.result : null;

  const sameDestination = Boolean(pickup && drop && isSameDestination(pickup, drop));
  const estimateRequest = estimateRequestFor(pickup, drop, cityOf);
  const estimates = useFareEstimates(estimateRequest);
  const estimateData = estimateRequest ? estimates.data : undefined;
  const estimating = estimateRequest !== null && estimates.isPending;
  const estimate = categoryId !== '' ? estimateData?.[categoryId] : undefined;
  const estimateError =
    estimateRequest && estimates.error instanceof ApiError ? estimates.error : null;
  const estimateErrorField = estimateError?.code ? FIELD_OF_MESSAGE[estimateError.code] : undefined;

  const currency = estimate?.currency ?? city?.city_cur;

  // The offer starts at the total fare of the chosen category, and again when the trip changes.
  const prefill = useRef({
    categoryId: initial.values.categoryId,
    trip: tripKeyOf(initial.values.pickup, initial.values.drop),
  });
  const tripKey = tripKeyOf(pickup, drop);
  const totalFare = estimate?.total_fare;
  useEffect(() => {
    if (totalFare === undefined) return;
    const last = prefill.current;
    const changed = last.categoryId !== categoryId || last.trip !== tripKey;
    prefill.current = { categoryId, trip: tripKey };
    if (changed || getValues('offer').trim() === '') {
      setValue('offer', offerInputValue(totalFare), {
        shouldDirty: true,
        shouldValidate: isSubmitted,
      });
    }
  }, [categoryId, tripKey, totalFare, getValues, setValue, isSubmitted]);

  // A payment method the new city does not offer is forgotten.
  const payValues = payOptionList.map((o) => o.value).join('|');
  useEffect(() => {
    if (payValues === '') return;
    const current = getValues('payMode');
    if (current !== '' && !payValues.split('|').includes(current)) setValue('payMode', '');
  }, [payValues, getValues, setValue]);

  const setPlace = (which: 'pickup' | 'drop', place: Place | null) => {
    setValue(which, place, { shouldDirty: true, shouldValidate: isSubmitted });
    if (which === 'pickup' && place) setMapTarget('drop');
  };

  const onMapPick = (which: MapTarget, point: LatLng) =>
    setPlace(which, { ...point, address: pointAddress(point) });

  const onLocate = async () => {
    try {
      const point = await position.locate();
      setPlace('pickup', { ...point, address: pointAddress(point) });
    } catch {
      // the hook's translated error shows under the pickup
    }
  };

  const onCityChange = (next: number) => {
    setChosenCityId(next);
    setApplied(null);
    for (const field of ['pickup', 'drop'] as const) setValue(field, null);
    setValue('categoryId', '');
    setValue('offer', '');
    setMapTarget('pickup');
  };

  /** Keeps the booking and sends the visitor to log in (they come back to it). */
  const loginFirst = (values: BookingFormValues) => {
    saveDraft({ path, cityId, values });
    void navigate(loginPath(path));
  };

  const showServerError = (error: unknown): void => {
    if (error instanceof ApiError) {
      const field = error.code ? FIELD_OF_MESSAGE[error.code] : undefined;
      if (field && error.code) {
        setError(
          field,
          { type: 'server', message: encodeMessage(error.code, error.params) },
          { shouldFocus: true },
        );
        return;
      }
      if (error.status === 401) return; // the app logs the rider out and asks them to log in
      if (error.code === 'booking.activeTripExists') {
        void queryClient.invalidateQueries({ queryKey: OPEN_REQUESTS_KEY });
      }
    }
    const text =
      error instanceof ApiError
        ? translateApiMessage(error.code, error.message, error.params)
        : t('error.internal', { ns: 'messages' });
    setFormAlert(text);
    toast.error(text);
  };

  const applyPromo = useApplyPromo();
  const onApplyPromo = () => {
    if (applyPromo.isPending) return;
    const values = getValues();
    clearErrors('promoCode');
    const code = values.promoCode.trim();
    if (promo && code.toUpperCase() === promo.promo_code.toUpperCase()) {
      setError('promoCode', { type: 'validate', message: 'booking.promoAlreadyApplied' });
      return;
    }
    const parsed = applyPromoRequestSchema.safeParse({
      promo_code: values.promoCode,
      city_id: cityId,
      category_id: values.categoryId === '' ? undefined : Number(values.categoryId),
      amount: parseOffer(values.offer) ?? undefined,
    });
    if (!parsed.success) {
      const seen = new Set<BookingField>();
      for (const issue of parsed.error.issues) {
        const first = issue.path[0];
        const field: BookingField =
          first === 'category_id' ? 'categoryId' : first === 'amount' ? 'offer' : 'promoCode';
        if (seen.has(field)) continue;
        seen.add(field);
        setError(
          field,
          { type: 'validate', message: issue.message },
          { shouldFocus: seen.size === 1 },
        );
      }
      return;
    }
    if (!isLoggedIn()) {
      loginFirst(values);
      return;
    }
    applyPromo.mutate(parsed.data, {
      onSuccess: (result) => {
        setApplied({ result, categoryId: values.categoryId, offer: values.offer });
        setValue('promoCode', result.promo_code);
        toast.success(t('booking.promoApplied', { ns: 'messages' }));
      },
      onError: showServerError,
    });
  };

  const onResetPromo = () => {
    setApplied(null);
    setValue('promoCode', '');
    clearErrors('promoCode');
  };

  const saveTrip = useSaveTrip();
  const updateTrip = useUpdateTrip();
  const saving = saveTrip.isPending || updateTrip.isPending || isSubmitting;

  const onValid = async (values: BookingFormValues) => {
    setFormAlert(null);
    if (!isLoggedIn()) {
      loginFirst(values);
      return;
    }
    const requestCtx = {
      cityId: typeof pickupCityId === 'number' ? pickupCityId : undefined,
      promoCode: promo?.promo_code ?? null,
      tzOffsetHours: tzOffset,
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
      toast.success(t('booking.saved', { ns: 'messages' }));
      if (mode !== 'edit') {
        reset(emptyBookingForm(mode === 'book' ? 'now' : 'later'));
        setApplied(null);
      }
      onSaved(trip);
    } catch (error) {
      showServerError(error);
    }
  };

  const submit = handleSubmit(onValid, () => setFormAlert(null));

  // Errors: the form's (after a submit, or from the server), else what is wrong with the places now.
  const live: Partial<Record<BookingField, string>> = {};
  if (pickup && pickupCityId === null) live.pickup = 'booking.outsideGeofence';
  else if (estimateErrorField === 'pickup' && estimateError?.code) live.pickup = estimateError.code;
  if (sameDestination) live.drop = 'booking.sameDestination';
  else if (estimateErrorField === 'drop' && estimateError?.code) live.drop = estimateError.code;
  const errorOf = (field: BookingField): string | null => {
    const message = errors[field]?.message ?? live[field];
    return message ? messageText(message, currency) : null;
  };

  const targetIdOf = (field: BookingField): string => {
    switch (field) {
      case 'pickup':
        return PICKUP_ID;
      case 'drop':
        return DROP_ID;
      case 'scheduledAt':
        return SCHEDULED_AT_ID;
      case 'categoryId': {
        const first = categories.data?.[0];
        return first ? categoryInputId(first.category_id) : 'booking-category-error';
      }
      case 'offer':
        return OFFER_ID;
      case 'promoCode':
        return PROMO_ID;
      case 'payMode': {
        const first = payOptionList[0];
        return first ? payInputId(first.value) : 'booking-pay-error';
      }
      case 'passengerName':
        return 'booking-passenger-name';
      case 'passengerContact':
        return 'booking-passenger-contact';
      case 'note':
        return 'booking-note';
      case 'terms':
        return 'booking-terms';
      case 'when':
        return 'booking-when-now';
      case 'forOther':
        return 'booking-for-other';
    }
  };
  const summaryItems: ErrorSummaryItem[] =
    submitCount > 0
      ? BOOKING_FIELD_ORDER.flatMap((field) => {
          const text = errors[field]?.message ? errorOf(field) : null;
          return text ? [{ targetId: targetIdOf(field), label: t(`fields.${field}`), text }] : [];
        })
      : [];

  const center = city ? { lat: city.city_lat, lng: city.city_lng } : DEFAULT_CENTER;
  // Cars around the pickup (the city's centre until one is set), once the city is known, for a
  // ride now only: the cars on the road this minute say nothing about a ride booked for later.
  const nearbyPoint = city && when === 'now' ? (pickup ?? center) : null;
  const nearby = useNearbyDrivers(nearbyPoint, {
    cityId: city?.city_id,
    categoryId: categoryId === '' ? undefined : Number(categoryId),
  });
  const scheduleMin = epochToCityLocal(openedAt, tzOffset);
  const servedCities = cities ?? [];

  return (
    <form
      className="booking-form"
      aria-labelledby={titleId}
      aria-busy={saving}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <div className="booking-grid">
        <div className="booking-grid__main">
          <fieldset className="booking-card">
            <legend className="booking-card__title">{t('route.legend')}</legend>
            {servedCities.length > 1 ? (
              <div className="booking-field booking-field--inline">
                <label htmlFor="booking-city">{t('route.city')}</label>
                <select
                  id="booking-city"
                  value={cityId}
                  onChange={(event) => onCityChange(Number(event.target.value))}
                >
                  {servedCities.map((c) => (
                    <option key={c.city_id} value={c.city_id}>
                      {c.city_name}, {c.city_state}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <Controller
              control={control}
              name="pickup"
              render={({ field }) => (
                <PlaceSearchField
                  id={PICKUP_ID}
                  label={t('route.pickup')}
                  placeholder={t('route.pickupPlaceholder')}
                  cityId={cityId}
                  value={field.value}
                  onChange={(place) => setPlace('pickup', place)}
                  onFocus={() => setMapTarget('pickup')}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={errorOf('pickup')}
                  note={position.error}
                >
                  <button
                    type="button"
                    className="button button--secondary place-field__locate"
                    onClick={() => void onLocate()}
                    aria-disabled={position.isLocating || undefined}
                  >
                    <LocateIcon />
                    {position.isLocating
                      ? t('location.locating', { ns: 'places' })
                      : t('location.use', { ns: 'places' })}
                  </button>
                </PlaceSearchField>
              )}
            />
            <Controller
              control={control}
              name="drop"
              render={({ field }) => (
                <PlaceSearchField
                  id={DROP_ID}
                  label={t('route.drop')}
                  placeholder={t('route.dropPlaceholder')}
                  cityId={cityId}
                  value={field.value}
                  onChange={(place) => setPlace('drop', place)}
                  onFocus={() => setMapTarget('drop')}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={errorOf('drop')}
                />
              )}
            />
          </fieldset>

          <ScheduleFields
            canRideNow={mode === 'book'}
            when={when}
            whenField={register('when')}
            scheduledField={register('scheduledAt')}
            tzOffset={settings.tzOffset}
            min={scheduleMin}
            error={errorOf('scheduledAt')}
          />

          <CategoryPicker
            categories={categories.data}
            categoriesLoading={categories.isPending}
            estimates={estimateData}
            estimating={estimating}
            field={register('categoryId')}
            error={errorOf('categoryId')}
          />
          {estimateError && !estimateErrorField ? (
            <p className="booking-alert" role="alert">
              {translateApiMessage(estimateError.code, estimateError.message, estimateError.params)}{' '}
              <button
                type="button"
                className="button booking-button--ghost"
                onClick={() => void estimates.refetch()}
              >
                {t('retry', { ns: 'common' })}
              </button>
            </p>
          ) : null}

          <fieldset className="booking-card">
            <legend className="booking-card__title">{t('fare.legend')}</legend>
            <OfferField field={register('offer')} estimate={estimate} error={errorOf('offer')} />
            <PromoBox
              field={register('promoCode')}
              applied={promo}
              dropped={applied !== null && promo === null}
              applying={applyPromo.isPending}
              onApply={onApplyPromo}
              onReset={onResetPromo}
              error={errorOf('promoCode')}
            />
          </fieldset>

          <PaymentMethodPicker
            options={payOptionList}
            loading={cityInfo.isLoading}
            field={register('payMode')}
            error={errorOf('payMode')}
          />

          <PassengerFields
            forOther={forOther}
            forOtherField={register('forOther')}
            nameField={register('passengerName')}
            contactField={register('passengerContact')}
            noteField={register('note')}
            errors={{
              passengerName: errorOf('passengerName'),
              passengerContact: errorOf('passengerContact'),
              note: errorOf('note'),
            }}
          />

          {mode !== 'edit' ? (
            <TermsField field={register('terms')} error={errorOf('terms')} />
          ) : null}
        </div>

        <div className="booking-grid__side">
          <MapPicker
            center={center}
            pickup={pickup}
            drop={drop}
            active={mapTarget}
            onActiveChange={setMapTarget}
            onPick={onMapPick}
            geofenceJson={city?.geofence_json ?? null}
            // not the last cars kept for a point no longer asked about
            cars={nearbyPoint ? nearby.data : undefined}
          />
          <BookingSummary
            estimate={estimate}
            estimating={estimating && categoryId !== ''}
            offer={parseOffer(offer)}
            promo={promo}
          />
        </div>

        <div className="booking-grid__actions">
          <ErrorSummary ref={summaryRef} items={summaryItems} />
          {formAlert ? (
            <p className="booking-alert" role="alert">
              {formAlert}
            </p>
          ) : null}
          <div className="booking-actions">
            <button
              type="submit"
              className="button button--primary button--large"
              aria-disabled={saving || undefined}
              onClick={(event) => {
                if (saving) event.preventDefault();
              }}
            >
              {saving ? <span className="booking-spinner" aria-hidden="true" /> : null}
              {saving
                ? t('actions.saving')
                : mode === 'edit'
                  ? t('actions.save')
                  : t('actions.bookNow')}
            </button>
            <button
              type="button"
              className="button button--secondary button--large"
              onClick={() => {
                clearDraft();
                onCancel();
              }}
            >
              {t('actions.cancel')}
            </button>
          </div>
        </div>
      </div>
    </form>
  );
}

/** London, Ontario: where the map looks before the cities are known. */
const DEFAULT_CENTER: LatLng = { lat: 42.9849, lng: -81.2453 };

function editTripOffset(
  trip: Trip | undefined,
  cities: { city_id: number; tz_offset: number }[] | undefined,
) {
  return cities?.find((c) => c.city_id === trip?.city_id)?.tz_offset ?? 0;
}

function LocateIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    </svg>
  );
}
