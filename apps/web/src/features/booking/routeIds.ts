/** The route's inputs: the form's place fields and, before its script, their early inputs. */
export const PICKUP_ID = 'booking-pickup';
export const DROP_ID = 'booking-drop';
