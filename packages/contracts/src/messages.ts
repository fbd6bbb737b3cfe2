/**
 * Message keys shared by the server and the site. Validation schemas in this package use the key
 * as their error message; the server answers with the English text and the key, and the site shows
 * the key translated. English texts of the specification appear here exactly.
 */
export const messages = {
  'error.badRequest': 'The request is not valid.',
  'error.notFound': 'Not found.',
  'error.routeNotFound': 'This address does not exist.',
  'error.tooManyRequests': 'Too many requests. Please wait a moment and try again.',
  'error.internal': 'Something went wrong on our side. Please try again.',
  'error.unauthorized': 'Please log in to continue.',
  'error.forbidden': 'You are not allowed to do that.',
  'error.foreignOrigin': 'This request came from another site and was refused.',
  'error.conflict': 'This changed in the meantime. Please refresh and try again.',
  'error.network': 'No connection. Check your network and try again.',
  'error.serviceUnavailable': 'The service is briefly unavailable. Please try again in a moment.',
  'validation.required': 'This field is required.',
  'validation.nameRequired': 'Please enter your name.',
  'validation.nameTooLong': 'The name is too long.',
  'validation.emailInvalid': 'Please enter a valid e-mail address.',
  'validation.phoneInvalid': 'Please enter a valid phone number.',
  'validation.messageTooShort': 'Please write a message of at least 10 characters.',
  'validation.messageTooLong': 'The message is too long (2000 characters at most).',
  'validation.pageInvalid': 'The page number is not valid.',
  'validation.cityInvalid': 'Please choose a valid city.',
  'contact.sent': 'Thank you! Your message has been sent.',
  'contact.tooMany': 'You have sent several messages already. Please try again later.',
  'content.notFound': 'This post does not exist.',
  'city.notFound': 'This city is not served.',
  'validation.phoneTooShort': 'Phone number should be greater than 7 digits.',
  'validation.phoneCodeInvalid': 'Please choose a valid country code.',
  'validation.firstNameRequired': 'Please enter your first name.',
  'validation.lastNameRequired': 'Please enter your last name.',
  'validation.termsRequired': 'Please check the Terms & Conditions',
  'validation.codeFormat': 'Enter the 6-digit code we sent you.',
  'validation.languageInvalid': 'Please choose English, Spanish or French.',
  'tracking.linkExpired': 'This tracking link has expired: the ride ended a while ago.',
  'safety.contactNameRequired': 'Please enter the name of your contact.',
  'safety.tooManyContacts': 'You can save up to 5 trusted contacts.',
  'safety.noContacts': 'Add a trusted contact in My Account first.',
  'safety.shared': 'Your ride was shared with your trusted contacts.',
  'safety.contactSaved': 'Your trusted contact has been saved.',
  'safety.contactDeleted': 'Your trusted contact has been removed.',
  'safety.tooManyShares': 'You have shared rides too often today. Please try again tomorrow.',
  'safety.tooManyNewContacts':
    'You have added too many new contact numbers today. Please try again tomorrow.',
  'auth.codeSent': 'We sent a 6-digit code to your phone.',
  'auth.codeWrong': 'That code is not right. Please check it and try again.',
  'auth.codeExpired': 'This code has expired. Please ask for a new one.',
  'auth.codeTooManyTries': 'Too many wrong tries. Please ask for a new code.',
  'auth.resendTooSoon': 'Please wait a moment before asking for another code.',
  'auth.smsUnavailable': 'We could not send your code just now. Please try again in a moment.',
  'auth.tooManyCodes': 'Too many codes were requested. Please try again in an hour.',
  'auth.noAccount': 'There is no account for this phone number yet. Please register first.',
  'auth.signupExpired':
    'Your phone number check has expired. Please log in again to get a new code.',
  'auth.loggedOut': 'You have been logged out.',
  'profile.updated': 'Your profile has been updated.',
  'booking.outsideGeofence': "Sorry, we can't place a ride at this location.",
  'booking.sameDestination': 'Please Select a Different Destination Location',
  'booking.categoryRequired': 'Please Select a Category',
  'booking.bidTooLow': 'Minimum fare should be greater than bid amount {minAmount}.',
  'booking.bidTooHigh': 'Maximum fare should be less than bid amount {maxAmount}.',
  'booking.payModeInvalid': 'Please select a valid payment method.',
  'booking.promoRequired': 'Please enter a promo code before applying.',
  'booking.promoInvalid': 'Promo code not valid.',
  'booking.promoAlreadyApplied': 'this promo already applied.',
  'booking.promoApplied': 'Promo code applied successfully.',
  'booking.futureTimeRequired': 'Please select a future time',
  'booking.saved': 'Your request has been saved successfully.',
  'booking.scheduledThanks': 'Thanks for booking Schedule ride.',
  'booking.tripNotValid': 'Trip is not valid.',
  'booking.locationInvalid': 'Please choose a place from the list or on the map.',
  'booking.offerRequired': 'Please enter the fare you offer.',
  'booking.noteTooLong': 'The note is too long (500 characters at most).',
  'booking.passengerNameRequired': "Please enter the passenger's name.",
  'booking.passengerContactInvalid':
    "Please enter the passenger's phone number (more than 7 digits).",
  'booking.cityNotServed': 'This city is not served.',
  'booking.activeTripExists': 'You already have a ride in progress.',
  'booking.cannotResend':
    'Only a request no driver answered, or one its driver cancelled, can be sent again.',
  'booking.resent': 'Your request has been sent to drivers again.',
  'booking.paymentOwed': 'Please pay for your last trip before you book another ride.',
  'booking.scheduleTooFar': 'Please select a time within {maxDays} days.',
  'booking.requestCancelled': 'Your ride request has been cancelled.',
  'places.queryTooLong': 'The search text is too long (100 characters at most).',
  'savedPlaces.kindInvalid': 'Please choose Home, Work or Favourite.',
  'savedPlaces.nameRequired': 'Please give this place a name.',
  'savedPlaces.nameTooLong': 'The name is too long (40 characters at most).',
  'savedPlaces.nameTaken': 'You already have a favourite called {name}.',
  'savedPlaces.favouritesFull':
    'You can keep up to {max} favourite places. Please remove one before adding another.',
  'savedPlaces.notFound': 'This saved place does not exist.',
  'savedPlaces.saved': 'Place saved.',
  'savedPlaces.removed': 'Place removed.',
  'auth.noDriverAccount': 'There is no driver account for this phone number.',
  'ride.newOffer': 'You received a new offer!',
  'ride.declinedByDriver': 'Your ride request has been declined by the driver.',
  'ride.counterSent': 'Driver has received your offer!',
  'ride.counterTooLow': 'Please enter an amount greater than or equal to {min}',
  // Spec §5: "the check against the maximum uses the same wording with the maximum value".
  'ride.counterTooHigh': 'Please enter an amount greater than or equal to {max}',
  'ride.offerDeclined': 'You declined this offer.',
  'ride.offerClosed': 'This offer is no longer available.',
  'ride.fareRaised': 'Your new fare has been sent to the drivers near you.',
  'ride.raiseNotHigher': 'Please enter a fare higher than your current offer of {current}.',
  'ride.requestClosed':
    'This request is no longer open: a driver was chosen, or it was cancelled or expired.',
  'ride.reasonTooShort': 'Reason should be minimum 10 words. Please fill it out.',
  'ride.reasonTooLong': 'The reason is too long (500 characters at most).',
  'ride.cancelled': 'Your ride has been canceled.',
  'ride.alreadyBegun': 'The ride has begun and can no longer be cancelled.',
  'ride.otpWrong': 'The OTP is not right. Please ask the rider for it again.',
  'ride.otpLocked': 'Too many wrong OTPs. Please wait a few minutes, then try again.',
  'payment.providerError': '{error}',
  'payment.cardDeclined': 'Your card was declined.',
  'payment.insufficientFunds': 'Your card has insufficient funds.',
  'payment.cardNumberInvalid': 'Your card number is invalid.',
  'payment.cardExpiryInvalid': "Your card's expiration date is invalid.",
  'payment.cardExpired': 'Your card has expired.',
  'payment.cardCvcInvalid': "Your card's security code is invalid.",
  'payment.saveFailed': 'Failed to save card: {error}',
  'payment.cardSaved': 'Card saved successfully!',
  'payment.cardRemoved': 'Card removed.',
  'payment.insufficientWallet': 'Insufficient wallet amount',
  'payment.alreadyPaid': 'This trip is already paid.',
  'payment.inProgress': 'A payment of this trip is already in progress. Please wait a moment.',
  'payment.nothingToPay': 'This trip has nothing to pay.',
  'payment.notConfirmed': 'The payment has not been confirmed by the card provider.',
  'payment.topUpRange': 'Please enter an amount between {min} and {max}.',
  'payment.topUpDone': 'Your wallet has been topped up.',
  'payment.paid': 'Payment successful.',
  'payment.cashConfirmed': 'Cash payment recorded.',
  'payment.cashAwaitingDriver':
    'You chose to pay in cash. Your driver will confirm the cash; the trip shows Paid once they do.',
  'payment.cashNotForFee': 'A cancellation fee can be paid by card or wallet only, not in cash.',
  'payment.cashNotYourTrip': 'This trip is not one of your trips.',
  'payment.cashNotDue': 'Only a completed, unpaid trip paid in cash can have its cash confirmed.',
  'payment.unavailable': 'Card payments are not available right now. Please try again later.',
  'payment.webhookSignature': 'The webhook signature is not valid.',
  'payment.confirmAmount': 'Please confirm the amount to pay from your wallet.',
  'payment.amountChanged':
    'The amount due is now {amount} {currency}. Please check it and confirm again.',
  'rating.invalid': 'Please choose a rating between 0.5 and 5 stars.',
  'rating.feedbackTooLong': 'The feedback is too long (500 characters at most).',
  'rating.alreadyRated': 'You have already rated this trip.',
  'rating.thanks': 'Thank You For Your Valuable Feedback',
  'rating.windowClosed': 'A trip can be rated only within {hours} hours of the ride.',
  'tip.invalid': 'Please choose a tip of 10 %, 15 % or 20 %, or enter an amount above 0.',
  'tip.tooHigh': 'The tip can be at most {max} {currency}.',
  'tip.notCompleted': 'Only a completed trip can get a tip.',
  'tip.payFirst': 'Please pay for the trip before adding a tip.',
  'tip.alreadyTipped': 'You have already added a tip for this trip.',
  'tip.inProgress': 'Your tip for this trip is already being paid. Please wait a moment.',
  'tip.cashTrip': 'This trip was paid in cash: please give your tip to the driver in cash.',
  'tip.insufficientWallet': 'Your wallet balance is too low for this tip.',
  'tip.noCard': 'There is no saved card to charge the tip to.',
  'tip.added': 'Thank you! Your driver has been told about your tip.',
  'tip.windowClosed': 'A tip can be added only within {hours} hours of the ride.',
  'tip.paidCardNotKept':
    'The card you paid with cannot be charged again, so your tip is paid another way.',
} as const;

export type MessageKey = keyof typeof messages;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

export type MessageParams = Record<string, string | number>;

/**
 * English text of a key with its `{name}` placeholders filled (the specification's notation);
 * unknown text passes through (e.g. a library's own message).
 */
export function messageText(keyOrText: string, params?: MessageParams): string {
  const text: string = isMessageKey(keyOrText) ? messages[keyOrText] : keyOrText;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
