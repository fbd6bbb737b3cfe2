import { describe, expect, it } from 'vitest';
import { clearDraft, readDraft, saveDraft } from './draft';
import { emptyBookingForm } from './formValues';

const values = {
  ...emptyBookingForm(),
  pickup: { lat: 43.0096, lng: -81.2737, address: 'Western University' },
  categoryId: '1',
  terms: true,
};

describe('the booking kept over the login', () => {
  it('is read back on the same page only', () => {
    saveDraft({ path: '/booknow', cityId: 14, values });
    expect(readDraft('/schedule-form')).toBeNull();
    expect(readDraft('/booknow')).toEqual({ path: '/booknow', cityId: 14, values });
    clearDraft();
    expect(readDraft('/booknow')).toBeNull();
  });

  it('forgets what is not a booking', () => {
    sessionStorage.setItem('bookingDraft', '{not json');
    expect(readDraft('/booknow')).toBeNull();
    expect(sessionStorage.getItem('bookingDraft')).toBeNull();
    sessionStorage.setItem('bookingDraft', JSON.stringify({ path: '/booknow', values: {} }));
    expect(readDraft('/booknow')).toBeNull();
    expect(sessionStorage.getItem('bookingDraft')).toBeNull();
  });
});
