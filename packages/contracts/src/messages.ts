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
  'content.slugInvalid': 'Use lowercase letters, digits and single hyphens for the address.',
  'content.slugTaken': 'Another post of this kind already uses this address.',
  'content.textRequired': 'Write the title and text in at least one language.',
  'content.imageInvalid': 'The image must be a PNG, JPEG, WebP or GIF of at most 1 MB.',
  'rules.fareInvalid':
    'The minimum fare must not exceed the maximum, and the bid floor must be below the ceiling.',
  'rules.geofenceInvalid':
    'The geofence must be a GeoJSON polygon with at least three distinct points.',
  'rules.promoCodeTaken': 'This promo code exists already.',
  'rules.promoInvalid':
    'A percent promo is between 1 and 100, and the promo must end after it starts.',
  'rules.payOptionsInvalid': 'Choose at least one of cash, card and wallet.',
  'rules.creditLimitInvalid': 'Enter a credit limit from 0 to 10,000, in whole cents.',
  'city.notFound': 'This city is not served.',
  'reports.rangeInvalid':
    'Choose a first and a last day, at most 92 days apart, the last not before the first.',
  'validation.phoneTooShort': 'Phone number should be greater than 7 digits.',
  'validation.phoneCodeInvalid': 'Please choose a valid country code.',
  'validation.firstNameRequired': 'Please enter your first name.',
  'validation.lastNameRequired': 'Please enter your last name.',
  'validation.termsRequired': 'Please check the Terms & Conditions',
  'validation.codeFormat': 'Enter the 6-digit code we sent you.',
  'validation.languageInvalid': 'Please choose English, Spanish or French.',
  'validation.pushSubscriptionInvalid':
    'This device cannot be notified: its subscription is not valid.',
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
  // docs/product/validation.md: "the check against the maximum uses the same wording with the maximum value".
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
  /** Stripe.js's own text in the browser (its locale); the service no longer sends it. */
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
  'tip.added': 'Thank you! Your driver has been told about your tip.',
  'tip.windowClosed': 'A tip can be added only within {hours} hours of the ride.',
  'tip.paidCardNotKept':
    'The card you paid with cannot be charged again, so your tip is paid another way.',
  'ops.signInFailed': 'The e-mail, password or code is not right.',
  'ops.signInWait': 'Too many failed sign-ins from here. Please try again in {seconds} seconds.',
  'ops.newPasswordRequired': 'Choose a new password to replace your one-time password.',
  'ops.passwordTooShort': 'The password must have at least 12 characters.',
  'ops.passwordTooLong': 'The password is too long.',
  'ops.roleInvalid': 'Please choose a valid role.',
  'ops.cityRequired': 'A city manager needs at least one city.',
  'ops.staffExists': 'A staff member with this e-mail already exists.',
  'ops.passkeyFailed': 'The passkey could not be verified.',
  'ops.notYourself': 'You cannot disable your own account.',
  'ops.reasonRequired': 'Please give a reason (at least 3 characters).',
  'ops.reasonTooLong': 'The reason is too long (500 characters at most).',
  'ops.driverSuspended': 'This driver account is suspended. Please contact FairFare.',
  'inbox.assigneeInvalid': 'Please choose a support staff member to assign the message to.',
  'ops.refundTooMuch': 'The refund is more than what is left to refund of this payment.',
  'ops.notRefundable': 'Only a card payment that went through can be refunded.',
  'ops.actionKeyReused':
    'This change was already asked for with other details. Please reload and try again.',
  'ops.refundKeyReused':
    'This refund was already asked for with other details. Please reload and try again.',
  'ops.refundRefused': 'The card provider refused the refund: {error}',
  'ops.amountInvalid': 'Please enter an amount above 0 with at most two decimals.',
  'ops.walletBelowZero': 'A debit cannot take the wallet below zero.',
  'ops.creditOwnRequest': 'Another staff member must approve or reject a credit you asked for.',
  'ops.creditDecided': 'This credit was already approved or rejected.',
  'ops.tripEnded': 'This trip has already ended; there is nothing to cancel.',
  'ops.phoneInvalid': 'Please enter a phone number of 8 to 15 digits.',
  'ops.searchInvalid': 'Please type 2 to 100 letters or digits to search.',
  'apply.tooLong': 'This field is too long.',
  'apply.plateInvalid':
    'Please enter the licence plate: 2 to 10 letters and digits, with at least one digit.',
  'apply.categoryInvalid': 'Please choose a ride category.',
  'apply.yearInvalid': 'Vehicles must be from the last 20 years.',
  'apply.kindInvalid': 'Choose which document this is: photo, licence or insurance.',
  'apply.documentTooLarge': 'The file is too large (5 MB at most).',
  'apply.documentType':
    'The photo must be a JPEG or PNG image; the licence and insurance a JPEG, PNG or PDF.',
  'apply.incomplete':
    'Please fill in every field and add your photo, licence and insurance before you submit.',
  'apply.notEditable': 'Your application was submitted and can no longer be changed.',
  'apply.alreadyDriver':
    'This phone number already has a driver account. Please sign in to the driver app.',
  'apply.submitted': 'Application received. We will text you once it has been reviewed.',
  'apply.pendingReview':
    'Your application is waiting for review. We will text you once it has been reviewed.',
  'apply.rejected': 'Your application was not approved. Please check the text we sent you.',
  'apply.notPending': 'This application is not waiting for review any more.',
  'apply.approved': 'The application was approved and the driver can now sign in.',
  'apply.rejectedDone': 'The application was rejected and the applicant was texted.',
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
  return params ? fillPlaceholders(text, params) : text;
}

/** `text` with its `{name}` placeholders filled from `params`; unknown ones stay as written. */
export function fillPlaceholders(text: string, params: MessageParams): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
