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
  'error.conflict': 'This changed in the meantime. Please refresh and try again.',
  'error.network': 'No connection. Check your network and try again.',
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
  'auth.codeSent': 'We sent a 6-digit code to your phone.',
  'auth.codeWrong': 'That code is not right. Please check it and try again.',
  'auth.codeExpired': 'This code has expired. Please ask for a new one.',
  'auth.codeTooManyTries': 'Too many wrong tries. Please ask for a new code.',
  'auth.resendTooSoon': 'Please wait a moment before asking for another code.',
  'auth.tooManyCodes': 'Too many codes were requested. Please try again in an hour.',
  'auth.noAccount': 'There is no account for this phone number yet. Please register first.',
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
  'payment.unavailable': 'Card payments are not available right now. Please try again later.',
  'payment.webhookSignature': 'The webhook signature is not valid.',
  'rating.invalid': 'Please choose a rating between 0.5 and 5 stars.',
  'rating.feedbackTooLong': 'The feedback is too long (500 characters at most).',
  'rating.alreadyRated': 'You have already rated this trip.',
  'rating.thanks': 'Thank You For Your Valuable Feedback',
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
