import { useIsMutating } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import type { Trip } from '@fairfare/contracts/trips';
import { PAY_TRIP_KEY } from '../api/pay-trip';
import { ADD_TIP_KEY } from '../../../domain/tips/api';
import { escapeAction, type AfterRideAction, type AfterRideState } from '../model/afterRide';
import { CancelledPopup } from './CancelledPopup';
import { CashAwaitingPopup } from './CashAwaitingPopup';
import { CardPaymentPopup } from './CardPaymentPopup';
import { Overlay } from '../../../shared/ui/dialog/Overlay';
import { PaidThanksPopup } from './PaidThanksPopup';
import { ResendPopup } from './ResendPopup';
import { SelectPaymentPopup } from './SelectPaymentPopup';
import { TripSummaryPopup } from './TripSummaryPopup';
import { UnpaidPopup } from './UnpaidPopup';

interface AfterRideProps {
  state: AfterRideState;
  dispatch: Dispatch<AfterRideAction>;
}

/** The popup of the after-ride flow that `state` names (model/afterRide), in the overlay. */
export function AfterRide({ state, dispatch }: AfterRideProps) {
  const { view, trip } = state;
  // a payment in flight finishes in its popup (its answer leads to thank-you), and so does a tip
  const paying =
    useIsMutating({ mutationKey: PAY_TRIP_KEY }) + useIsMutating({ mutationKey: ADD_TIP_KEY }) > 0;
  if (view === null || trip === null) return null;
  const close = () => dispatch({ type: 'close' });
  const back = () => dispatch({ type: 'back' });
  const paid = (paidTrip: Trip) => dispatch({ type: 'paid', trip: paidTrip });
  const rated = (ratedTrip: Trip) => dispatch({ type: 'updated', trip: ratedTrip });
  const cashChosen = (chosenTrip: Trip) => dispatch({ type: 'cashChosen', trip: chosenTrip });
  const settled = (paidTrip: Trip) => dispatch({ type: 'settled', trip: paidTrip });

  let popup;
  switch (view) {
    case 'unpaid':
      popup = (
        <UnpaidPopup
          trip={trip}
          onPay={() => dispatch({ type: 'choosePayment' })}
          onRated={rated}
          onClose={close}
        />
      );
      break;
    case 'select':
      popup = (
        <SelectPaymentPopup
          trip={trip}
          onCard={() => dispatch({ type: 'chooseCard' })}
          onPaid={paid}
          onCashChosen={cashChosen}
          onBack={back}
        />
      );
      break;
    case 'cash':
      popup = <CashAwaitingPopup trip={trip} onSettled={settled} onClose={close} />;
      break;
    case 'card':
      popup = <CardPaymentPopup trip={trip} onPaid={paid} onBack={back} />;
      break;
    case 'thanks':
      popup = <PaidThanksPopup trip={trip} onClose={close} />;
      break;
    case 'cancelled':
      popup = <CancelledPopup trip={trip} onClose={close} />;
      break;
    case 'resend':
      popup = <ResendPopup trip={trip} onClose={close} />;
      break;
    case 'summary':
      popup = <TripSummaryPopup trip={trip} onRated={rated} onClose={close} />;
      break;
  }
  return (
    <Overlay onEscape={paying ? undefined : () => dispatch(escapeAction(view))}>
      {/* a new key per popup: each one takes the focus when it opens */}
      <div key={view}>{popup}</div>
    </Overlay>
  );
}
