import type { Language } from '@fairfare/contracts/languages';

/**
 * The texts an applicant gets about the review, in the language they applied in (the outcome of
 * an application is news for a person who may read no English).
 */
const APPROVED: Record<Language, (name: string) => string> = {
  en: (name) =>
    `FairFare: welcome aboard, ${name}! Your application to drive was approved. Sign in to the driver app with this phone number to go online.`,
  es: (name) =>
    `FairFare: ¡bienvenido, ${name}! Tu solicitud para conducir fue aprobada. Inicia sesión en la app de conductores con este número para conectarte.`,
  fr: (name) =>
    `FairFare : bienvenue, ${name} ! Votre candidature de chauffeur est acceptée. Connectez-vous à l’app chauffeur avec ce numéro pour vous mettre en ligne.`,
};

const REJECTED: Record<Language, (reason: string) => string> = {
  en: (reason) =>
    `FairFare: your application to drive was not approved. Reason: ${reason}. You may apply again once this is fixed.`,
  es: (reason) =>
    `FairFare: tu solicitud para conducir no fue aprobada. Motivo: ${reason}. Puedes volver a solicitarlo cuando lo hayas resuelto.`,
  fr: (reason) =>
    `FairFare : votre candidature de chauffeur n’a pas été acceptée. Motif : ${reason}. Vous pourrez postuler à nouveau une fois ce point réglé.`,
};

/** The first word of a name, as a text greets a person. */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

export function approvedText(language: Language, name: string): string {
  return APPROVED[language](firstName(name));
}

export function rejectedText(language: Language, reason: string): string {
  return REJECTED[language](reason.trim().replace(/[.\s]+$/, ''));
}
