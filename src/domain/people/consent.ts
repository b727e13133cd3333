import * as t from 'io-ts';

// The portal keeps health data (LGPD art. 11): a dentist accepts its terms of use and
// privacy notice, in their current versions, before using it; a new version asks again.

export const ConsentDocument = t.keyof({ TERMS: null, PRIVACY: null });
export type ConsentDocument = t.TypeOf<typeof ConsentDocument>;
export const consentDocuments = Object.keys(ConsentDocument.keys) as readonly ConsentDocument[];

/** Each document's version in force (the day it was published, yyyy-MM-dd). */
export const currentConsentVersions: Readonly<Record<ConsentDocument, string>> = { TERMS: '2026-11-27', PRIVACY: '2026-11-27' };

export const consentDocumentTitles: Readonly<Record<ConsentDocument, string>> = { TERMS: 'Termos de uso', PRIVACY: 'Aviso de privacidade' };

/** "aceitos" or "aceito": the word agrees with its document's title ("Termos de uso … aceitos em"). */
export const consentAcceptedWords: Readonly<Record<ConsentDocument, string>> = { TERMS: 'aceitos', PRIVACY: 'aceito' };

/** Where the portal serves each document, to anyone. */
export const consentDocumentPaths: Readonly<Record<ConsentDocument, string>> = { TERMS: '/termos-de-uso', PRIVACY: '/aviso-de-privacidade' };

export const consentMessages = {
  required: 'Para continuar, aceite os Termos de uso e o Aviso de privacidade.',
} as const;

export interface Acceptance {
  readonly document: ConsentDocument;
  readonly version: string;
}

/** The documents a person has yet to accept in their version in force: none accepted, or an older one. */
export const pendingConsents = (accepted: readonly Acceptance[], current: Readonly<Record<ConsentDocument, string>> = currentConsentVersions): ConsentDocument[] =>
  consentDocuments.filter((d) => !accepted.some((a) => a.document === d && a.version === current[d]));
