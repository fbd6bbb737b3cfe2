import { describe, expect, it } from 'vitest';
import { messages, type MessageKey } from '@fairfare/contracts/messages';
import { SMS_TEMPLATES, smsAmount, smsText, type SmsKey } from './sms-texts.ts';
import { passengerText } from '../reminders/rules.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CardError } from '../../adapters/payments/gateway.ts';
import { DECLINED, EXPIRED, INSUFFICIENT_FUNDS } from '../../adapters/payments/test-cards.ts';
import { driverSeeds } from '../../db/seed/drivers.ts';
import { cardRefused } from '../payments/gateway-calls.ts';

/**
 * No English left in what the service writes to a Spanish or French rider: every text message
 * template, and every error code's message (the site shows the es/fr text of each code), differs
 * from its English and keeps no English sentence words. Words spelt the same in every language
 * (the brand, "OK", "SMS", "OTP"...) are allowed.
 */
const SAME_IN_EVERY_LANGUAGE = new Set(['fairfare', 'ok', 'sms', 'otp', 'id', 'cad', 'usd', 'eur']);
/** Common English words that are not words of Spanish or French. */
const ENGLISH_WORDS = new Set(
  'the your you is are expires ride driver please should must with from to at and by pay paid cash fare follow give booked sharing reminder someone plate declined card'.split(
    ' ',
  ),
);
const isEnglish = (word: string) => ENGLISH_WORDS.has(word.toLowerCase());

function words(text: string): string[] {
  return text
    .replace(/\{\{?\w+\}?\}/g, ' ')
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 0 && !SAME_IN_EVERY_LANGUAGE.has(w.toLowerCase()));
}

/** The English words a translation kept (placeholders, brand words and cognates aside). */
function englishLeftovers(translated: string, english: string): string[] {
  if (translated.trim() === english.trim() && words(english).length > 0) return ['(untranslated)'];
  return words(translated).filter((w) => isEnglish(w));
}

const siteLocale = (language: 'es' | 'fr', namespace: 'messages' | 'common') =>
  JSON.parse(
    readFileSync(
      join(
        import.meta.dirname,
        '../../../../web/src/shared/i18n/locales',
        language,
        `${namespace}.json`,
      ),
      'utf8',
    ),
  ) as Record<string, Record<string, string>>;
const localeMessages = (language: 'es' | 'fr') => siteLocale(language, 'messages');

/** A site message filled with its parameters, as the rider reads it. */
function filled(text: string, params: Record<string, unknown> | undefined): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name] ?? ''));
}

describe.each(['es', 'fr'] as const)('no English left in %s', (language) => {
  it('in any text message template', () => {
    const left = (Object.keys(SMS_TEMPLATES.en) as SmsKey[])
      .map(
        (key) =>
          [key, englishLeftovers(SMS_TEMPLATES[language][key], SMS_TEMPLATES.en[key])] as const,
      )
      .filter(([, found]) => found.length > 0);
    expect(left).toEqual([]);
  });

  it("in any error code's message", () => {
    const translated = localeMessages(language);
    const left = (Object.keys(messages) as MessageKey[])
      .map((key) => {
        const [group, name] = key.split('.') as [string, string];
        const text = translated[group]?.[name] ?? '(missing)';
        return [key, englishLeftovers(text, messages[key])] as const;
      })
      .filter(([, found]) => found.length > 0);
    expect(left).toEqual([]);
  });

  // Issue 38 point 4: a message key whose text is only a placeholder passed the test above while
  // the service filled it with the card provider's English ("Your card was declined.").
  it('in any card refusal the service answers, parameters filled in', () => {
    const translated = localeMessages(language);
    const refusals = [
      DECLINED,
      INSUFFICIENT_FUNDS,
      EXPIRED,
      { message: 'Your card was declined for making repeated attempts.', code: 'card_velocity' },
      { message: 'An error occurred while processing your card.', code: 'processing_error' },
    ];
    const left = refusals
      .map(({ message, code }) => {
        const refusal = cardRefused(new CardError(message, code));
        const [group, name] = (refusal.code ?? '.').split('.') as [string, string];
        const text = filled(translated[group]?.[name] ?? '(missing)', refusal.params);
        return [code, englishLeftovers(text, message)] as const;
      })
      .filter(([, found]) => found.length > 0);
    expect(left).toEqual([]);
  });

  // Issue 38 point 4: "Volkswagen Sedan Jetta" and "Silver" on a French receipt.
  it("in any car type and colour of the service's drivers", () => {
    const car = siteLocale(language, 'common').car as unknown as Record<
      'types' | 'colours',
      Record<string, string>
    >;
    const left = driverSeeds
      .flatMap((d) => [
        ['types', d.car[0]],
        ['colours', d.color],
      ])
      .filter(([kind, word]) => !car[kind as 'types' | 'colours'][word!.toLowerCase()]);
    expect(left).toEqual([]);
  });

  it("writes the passenger's text whole in the booker's language, with its decimal comma", () => {
    const text = passengerText(
      {
        booker: 'Ana Lopez',
        trip_from_loc: 'Western University',
        trip_to_loc: 'Masonville Place',
        trip_pay_amount: 750,
        trip_currency: 'CAD',
        trip_pay_mode: 'cash',
        d_name: 'Sam Driver',
        car_color: null,
        car_make: null,
        car_name: null,
        car_number: 'ABCD 123',
        otp: '4821',
        trackUrl: 'https://fairfare.example/t',
      },
      language,
    );
    expect(text).toContain(smsAmount(language, 750, 'CAD'));
    expect(text).toContain('7,50 CAD');
    expect(text).not.toMatch(/\{\w+\}/);
    expect(
      words(text.replace('Western University', '').replace('Masonville Place', '')).filter(
        isEnglish,
      ),
    ).toEqual([]);
  });
});

describe('smsText', () => {
  it('fills the placeholders it is given and keeps the others', () => {
    expect(smsText('fr', 'code.login', { code: '123456' })).toBe(
      'Votre code de connexion FairFare est 123456. Il expire dans 5 minutes.',
    );
    expect(smsText('en', 'plate', {})).toBe('plate {plate}');
  });
});
