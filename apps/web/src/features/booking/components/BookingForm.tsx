import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import type { Trip } from '@fairfare/contracts/trips';
import type { CachedCity } from '../../../domain/cities/mergeCities';
import { useCities } from '../../../domain/cities/useCities';
import { useSecondPass } from '../../../shared/hooks/useSecondPass';
import { useSettings } from '../../../shared/settings/useSettings';
import { latePart, showsLazyParts } from '../../../shared/ui/lazyPart';
import { useBookingCity, useCityChoice, type CityChoice } from '../hooks/useBookingCity';
import { useBookingErrors } from '../hooks/useBookingErrors';
import { useBookingEstimate } from '../hooks/useBookingEstimate';
import { useBookingForm, useBookingFormState, type BookingFormApi } from '../hooks/useBookingForm';
import { useInitialForm } from '../hooks/useInitialForm';
import type { InitialBookingForm } from '../model/initialForm';
import { useLoginFirst } from '../hooks/useLoginFirst';
import { useOfferPrefill } from '../hooks/useOfferPrefill';
import { usePlacePicking } from '../hooks/usePlacePicking';
import { usePromo } from '../hooks/usePromo';
import { useServerError } from '../hooks/useServerError';
import { useSubmitBooking } from '../hooks/useSubmitBooking';
import { clearDraft } from '../model/draft';
import type { BookingMode } from '../model/validate';
import { BookingActions } from './BookingActions';
import { CategoryPicker } from './CategoryPicker';
import { EstimateAlert } from './EstimateAlert';
import { FareFields } from './FareFields';
import { PassengerFields } from './PassengerFields';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import { RouteFields } from './RouteFields';
import { ScheduleFields } from './ScheduleFields';
import { TermsField } from './TermsField';
import './BookingForm.css';
// The styles of the map and the summary, which come later (BookingSidebar): with the form's, which
// the service puts into the page's head, so that their arrival does not make the browser work out
// the whole page's style again in one long task while a phone loads (decision 066).
import './BookingSummary.css';
import './MapPicker.css';
import './segmented.css';
import '../map/bookingMap.css';

// The map and the booking summary come after the fields (beside them from 64rem, below them on a
// phone): their script (the summary rows, the nearby cars, the map's frame) loads with the form's
// and renders in the second pass (decision 044). Nothing holds its place until it is there (a
// late part, no Suspense fallback: shared/ui/lazyPart.tsx says why).
const BookingSidebar = latePart(() => import('./BookingSidebar'), 'BookingSidebar');

const NO_CITIES: CachedCity[] = [];

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

/**
 * The booking form of /booknow and /schedule-form (docs/product/screens.md, data.md, validation.md): route, time, category with
 * the estimated fares, the rider's offer, promo, payment, passenger, note and terms, with the map
 * and the booking summary beside it. Checks everything the server checks (same message keys),
 * keeps the booking over a login detour, and saves the trip request.
 */
export function BookingForm(props: BookingFormProps) {
  const { mode, path, editTrip } = props;
  const { tzOffset } = useSettings();
  const { cities } = useCities();
  const initial = useInitialForm(mode, path, editTrip, tzOffset, cities);
  const choice = useCityChoice(initial.cityId, cities, tzOffset);
  const form = useBookingForm(mode, initial.values, choice);
  return (
    <BookingFields
      {...props}
      form={form}
      tzOffset={tzOffset}
      cities={cities}
      initial={initial}
      choice={choice}
    />
  );
}

interface BookingFieldsProps extends BookingFormProps {
  form: BookingFormApi;
  /** The settings' time offset (undefined until they are known). */
  tzOffset: number | undefined;
  cities: CachedCity[] | undefined;
  initial: InitialBookingForm;
  choice: CityChoice;
}

/**
 * The fields, apart from the form's own state: react-hook-form's ready mark on mount renders
 * `BookingForm` again, synchronously, but not these (the same props), so the first field is on
 * screen and takes input one whole render of the form sooner (issue 27, decision 044).
 */
const BookingFields = memo(function BookingFields(props: BookingFieldsProps) {
  const { mode, path, editTrip, tzOffset, cities, initial, choice } = props;
  const { form, watched } = useBookingFormState(props.form);
  const { register } = form;

  const city = useBookingCity(choice, watched.pickup, form);
  const fares = useBookingEstimate(watched.pickup, watched.drop, watched.categoryId, choice.cityOf);
  useOfferPrefill(form, initial.values, watched, fares.estimate?.total_fare);
  const places = usePlacePicking(form);
  const { formAlert, setFormAlert, showServerError } = useServerError(form.setError);
  const loginFirst = useLoginFirst(path, city.cityId);
  const promo = usePromo(form, watched, {
    initial: initial.promo,
    cityId: city.cityId,
    loginFirst,
    showServerError,
  });
  const { saving, submit } = useSubmitBooking(form, {
    mode,
    editTrip,
    pickupCityId: city.pickupCityId,
    tzOffset: choice.tzOffset,
    promoCode: promo.promo?.promo_code ?? null,
    forgetPromo: promo.forget,
    loginFirst,
    setFormAlert,
    showServerError,
    onSaved: props.onSaved,
  });
  const { errorOf, summaryItems } = useBookingErrors(form, watched, city, fares);
  // the route, time and category first; the fare, payment, passenger, summary and buttons next
  const rest = useSecondPass();

  const changeCity = useRef((_next: number) => undefined as void);
  useLayoutEffect(() => {
    changeCity.current = (next: number) => {
      city.changeCity(next);
      promo.forget();
      places.setMapTarget('pickup');
    };
  });
  // the same function on every render: the route's fields are memoised
  const onCityChange = useCallback((next: number) => changeCity.current(next), []);

  return (
    <form
      className="booking-form"
      aria-labelledby={props.titleId}
      aria-busy={saving}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <div className="booking-grid">
        <div className="booking-grid__main">
          <RouteFields
            control={form.control}
            cities={cities ?? NO_CITIES}
            cityId={city.cityId}
            onCityChange={onCityChange}
            places={places}
            pickupError={errorOf('pickup')}
            dropError={errorOf('drop')}
          />
          <ScheduleFields
            canRideNow={mode === 'book'}
            when={watched.when}
            whenField={register('when')}
            scheduledField={register('scheduledAt')}
            tzOffset={tzOffset}
            cityTzOffset={choice.tzOffset}
            error={errorOf('scheduledAt')}
          />
          <CategoryPicker
            categories={city.categories.data}
            categoriesLoading={city.categories.isPending}
            estimates={fares.all}
            estimating={fares.estimating}
            field={register('categoryId')}
            error={errorOf('categoryId')}
          />
          {fares.error && !fares.errorField ? (
            <EstimateAlert error={fares.error} onRetry={fares.retry} />
          ) : null}
          {rest ? (
            <>
              <FareFields
                register={register}
                trigger={form.trigger}
                estimate={fares.estimate}
                promo={promo}
                errorOf={errorOf}
              />
              <PaymentMethodPicker
                options={city.payOptions}
                loading={city.payOptionsLoading}
                field={register('payMode')}
                error={errorOf('payMode')}
              />
              <PassengerFields forOther={watched.forOther} register={register} errorOf={errorOf} />
              {mode !== 'edit' ? (
                <TermsField field={register('terms')} error={errorOf('terms')} />
              ) : null}
            </>
          ) : null}
        </div>
        {rest ? (
          <>
            <BookingSidebar
              city={city.city}
              values={watched}
              places={places}
              fares={fares}
              promo={promo.promo}
            />
            <BookingActions
              mode={mode}
              summaryItems={summaryItems}
              formAlert={formAlert}
              saving={saving}
              onCancel={() => {
                clearDraft();
                props.onCancel();
              }}
            />
          </>
        ) : null}
      </div>
    </form>
  );
});
showsLazyParts(BookingForm, [BookingSidebar]);
