import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { API_BASE } from '../lib/api.ts';
import { newestTripOf, registerRider } from '../lib/new-rider.ts';
import {
  boxOf,
  overlappingTexts,
  pastTheSides,
  textShowsWhole,
  visibleBox,
  type Box,
} from '../lib/phone-layout.ts';
import { chooseLanguage, expectFitsPhones } from '../lib/popup-fit.ts';
import {
  DRIVER_TIMEOUT_MS,
  factOf,
  MASONVILLE,
  simulatorEnv,
  WESTERN,
  type Place,
} from '../lib/simulated-ride.ts';
import { browserSuite, type Viewport } from '../lib/suite.ts';

// Issue 38 points 2, 3 and 13: the offers, the trip status popup and the booking form on the
// smallest phone (320 × 640) in French and English, and a common one (390 × 844) in Spanish.
// Every London driver offers at the rider's fare (several cards at once); the assigned driver
// stays put long enough for the status popup to be read.
const { pageTest } = browserSuite({
  env: simulatorEnv({ departDelayS: [200, 200], pickupWaitS: [0, 0] }),
});

/** What a rider reads and taps, in each language (the site's own translations). */
interface Texts {
  language: 'en' | 'es' | 'fr';
  phone: Viewport;
  national: string;
  pickup: string;
  drop: string;
  economy: RegExp;
  offer: string;
  cash: string;
  terms: RegExp;
  bookNow: string;
  cancel: string;
  saved: string;
  offerTitle: RegExp;
  offersRegion: string;
  accept: RegExp;
  decline: string;
  statusTitle: RegExp;
  otp: string;
  raise: string;
  newFare: RegExp;
  fareRaised: string;
}

const RUNS: Texts[] = [
  {
    language: 'fr',
    phone: { width: 320, height: 640 },
    national: '519 555 0181',
    pickup: 'Lieu de prise en charge',
    drop: 'Lieu de dépose',
    economy: /^Économique\b.*\d/,
    offer: 'Votre offre',
    cash: 'Espèces',
    terms: /^J’accepte les Conditions générales/,
    bookNow: 'Réserver',
    cancel: 'Annuler',
    saved: 'Votre demande a bien été enregistrée.',
    offerTitle: /^Offre de /,
    offersRegion: 'Offres des chauffeurs',
    accept: /^Accepter pour /,
    decline: 'Refuser',
    statusTitle: /^(Chauffeur attribué|Chauffeur arrivé|En route)$/,
    otp: 'Code OTP',
    raise: 'Augmenter le tarif',
    newFare: /^Nouveau tarif/,
    fareRaised: 'Votre nouveau tarif a été envoyé aux chauffeurs à proximité.',
  },
  {
    language: 'es',
    phone: { width: 390, height: 844 },
    national: '519 555 0182',
    pickup: 'Lugar de recogida',
    drop: 'Lugar de destino',
    economy: /^Económico\b.*\d/,
    offer: 'Tu oferta',
    cash: 'Efectivo',
    terms: /^Acepto los Términos y condiciones/,
    bookNow: 'Reservar ahora',
    cancel: 'Cancelar',
    saved: 'Tu solicitud se ha guardado correctamente.',
    offerTitle: /^Oferta de /,
    offersRegion: 'Ofertas de conductores',
    accept: /^Aceptar por /,
    decline: 'Rechazar',
    statusTitle: /^(Conductor asignado|El conductor ha llegado|En curso)$/,
    otp: 'Código OTP',
    raise: 'Subir tarifa',
    newFare: /^Nueva tarifa/,
    fareRaised: 'Tu nueva tarifa se ha enviado a los conductores cercanos.',
  },
  {
    language: 'en',
    phone: { width: 320, height: 640 },
    national: '519 555 0183',
    pickup: 'Pickup location',
    drop: 'Drop location',
    economy: /^Economy\b.*\d/,
    offer: 'Your offer',
    cash: 'Cash',
    terms: /^I accept the Terms & Conditions/,
    bookNow: 'Book Now',
    cancel: 'Cancel',
    saved: 'Your request has been saved successfully.',
    offerTitle: /^Offer from /,
    offersRegion: 'Driver offers',
    accept: /^Accept With /,
    decline: 'Decline',
    statusTitle: /^(Driver Assigned|Driver Arrived|Begin)$/,
    otp: 'OTP',
    raise: 'Raise fare',
    newFare: /^New fare/,
    fareRaised: 'Your new fare has been sent to the drivers near you.',
  },
];

/** The offers’ bar takes a fifth of the smallest screen’s height at most (it took ~190 px of 640). */
const BAR_MAX_PX = 128;

async function choosePlace(page: Page, field: string, place: Place): Promise<void> {
  await page.getByRole('combobox', { name: field }).fill(place.name.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(`^${place.name}`) }).click();
}

/** Whether two boxes share more than a hairline. */
function meet(a: Box, b: Box): boolean {
  return (
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5
  );
}

/** The booking form on the phone: every category's name clear of its fare, Cancel inside. */
async function checkBookingForm(page: Page, t: Texts): Promise<void> {
  const categories = page.getByRole('radio', { name: /\d/ });
  await expect.poll(() => categories.count()).toBeGreaterThan(1);
  for (const radio of await categories.all()) {
    const label = page.locator(`label[for="${await radio.getAttribute('id')}"]`);
    expect(await label.evaluate(overlappingTexts), await label.innerText()).toEqual([]);
  }
  for (const name of [t.bookNow, t.cancel]) {
    const button = page.getByRole('button', { name, exact: true });
    expect(await button.evaluate(pastTheSides), `${name} past the screen's side`).toBe(0);
  }
}

/**
 * The offers on the phone: a short bar; no card's top under it, wherever the cards are scrolled
 * to; every driver's name whole; nothing (a toast, the bar) over a shown Accept or Decline.
 */
async function checkOffers(page: Page, t: Texts): Promise<void> {
  const region = page.getByRole('region', { name: t.offersRegion, exact: true });
  const cards = region.getByRole('dialog', { name: t.offerTitle });
  // the bar: the count, the sort and Cancel ride, above the cards
  const bar = region
    .locator('div')
    .filter({ has: page.getByRole('combobox') })
    .first();
  const barBox = await boxOf(bar);
  expect(barBox.height, 'the bar’s height').toBeLessThanOrEqual(BAR_MAX_PX);

  // the cards' titles never show under the bar, at the top nor scrolled down
  const titles = cards.getByRole('heading', { level: 2 });
  for (let step = 0; step < 6; step += 1) {
    for (const title of await titles.all()) {
      const seen = await title.evaluate(visibleBox);
      const name = await title.innerText();
      expect(seen !== null && meet(seen, barBox), `${name} under the bar`).toBe(false);
    }
    await page.mouse.move(barBox.left + 20, barBox.bottom + 60);
    await page.mouse.wheel(0, 150);
  }

  for (const card of await cards.all()) {
    // the photo's text is the whole name: the card shows it whole, cut nowhere
    const name = await card.getByRole('img').getAttribute('alt');
    const shown = card.getByText(name ?? '', { exact: true });
    expect(await shown.evaluate(textShowsWhole), `${name} whole`).toBe(true);
    for (const button of [
      card.getByRole('button', { name: t.accept }),
      card.getByRole('button', { name: t.decline, exact: true }),
    ]) {
      await expectUncoveredWhereShown(button);
    }
  }
}

/** A button, where it shows, is what the screen shows there: nothing lies over it. */
async function expectUncoveredWhereShown(button: Locator): Promise<void> {
  const seen = await button.evaluate(visibleBox);
  if (!seen) return;
  const label = await button.innerText();
  const hit = await button.evaluate(
    (el, at) => {
      const doc = (
        globalThis as unknown as { document: { elementFromPoint(x: number, y: number): unknown } }
      ).document;
      return (el as { contains(other: unknown): boolean }).contains(
        doc.elementFromPoint(at.x, at.y),
      );
    },
    { x: seen.left + seen.width / 2, y: seen.top + seen.height / 2 },
  );
  expect(hit, `${label} covered`).toBe(true);
}

/**
 * The fare can be raised while the offers show (issue 38 point 7: the field was on the waiting
 * card, behind them): from the offers' bar, the field in view and uncovered, the suggested
 * higher fare sent.
 */
async function raiseOverTheOffers(page: Page, t: Texts): Promise<void> {
  const region = page.getByRole('region', { name: t.offersRegion, exact: true });
  await region.getByRole('button', { name: t.raise, exact: true }).click();
  const field = region.getByLabel(t.newFare);
  await expectUncoveredWhereShown(field);
  expect(await field.evaluate(visibleBox), 'the new fare in view').not.toBeNull();
  // the field suggests about 10 % more; its own button (after the bar's) sends it
  await region.getByRole('button', { name: t.raise, exact: true }).last().click();
  await page.getByText(t.fareRaised).first().waitFor();
  await field.waitFor({ state: 'detached' });
}

describe('the offers and the trip status on a phone', () => {
  for (const t of RUNS) {
    pageTest(
      `at ${t.phone.width} × ${t.phone.height} in '${t.language}': the offers, the status popup and the form fit`,
      async ({ page, app }) => {
        const rider = { firstName: 'Bérénice', lastName: 'Théodora', national: t.national };
        await registerRider(page, app, rider);
        if (t.language !== 'en') await chooseLanguage(page, t.language);
        await page.setViewportSize(t.phone);
        await page.goto('/booknow');
        await page.getByRole('combobox', { name: t.pickup }).waitFor({ timeout: 15_000 });
        await choosePlace(page, t.pickup, WESTERN);
        await choosePlace(page, t.drop, MASONVILLE);
        await page.getByRole('radio', { name: t.economy }).check();
        await expect
          .poll(() => page.getByLabel(t.offer, { exact: true }).inputValue())
          .not.toBe('');
        await checkBookingForm(page, t);
        await page.getByRole('radio', { name: t.cash, exact: true }).check();
        await page.getByRole('checkbox', { name: t.terms }).check();
        await page.getByRole('button', { name: t.bookNow, exact: true }).click();
        const saved = page.getByText(t.saved);
        await saved.first().waitFor({ state: 'attached' });

        const cards = page.getByRole('dialog', { name: t.offerTitle });
        await expect.poll(() => cards.count(), { timeout: DRIVER_TIMEOUT_MS }).toBeGreaterThan(2);
        await checkOffers(page, t);
        // the booking's toast closes by itself while the offers cover the page (it stood still,
        // hidden under them, and came back after the ride: issue 38 point 12)
        await saved.first().waitFor({ state: 'detached', timeout: 15_000 });
        await raiseOverTheOffers(page, t);

        await cards.first().getByRole('button', { name: t.accept }).click();
        const status = page.getByRole('dialog', { name: t.statusTitle });
        await expectFitsPhones(status, { otp: factOf(status, t.otp) });
        // the booking form's bar (behind the popup, inert) does not show under it
        const bookNow = page.getByRole('button', {
          name: t.bookNow,
          exact: true,
          includeHidden: true,
        });
        // the form comes back once the open requests are asked again (seconds on a busy machine)
        await bookNow.waitFor({ state: 'attached', timeout: 15_000 });
        expect(await bookNow.isVisible(), `${t.bookNow} under the popup`).toBe(false);

        // Not what this journey checks: the ride ends, so that its driver (who waits 200 s before
        // setting off) answers the next language's request. With two drivers kept, the third
        // journey's third offer sometimes came too late on a busy machine.
        const trip = newestTripOf(app, rider);
        const cancelled = await page.request.post(`${API_BASE}/tripapi/updatetrip`, {
          data: { action: 'cancel', trip_id: trip?.trip_id, trip_reason: 'The journey is over.' },
        });
        expect(cancelled.status()).toBe(200);
      },
      { viewport: { width: 390, height: 844 }, timeout: 150_000 },
    );
  }
});
