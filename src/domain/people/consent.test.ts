import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ConsentDocument,
  consentAcceptedWords,
  consentDocumentPaths,
  consentDocuments,
  consentDocumentTitles,
  consentMessages,
  currentConsentVersions,
  pendingConsents,
} from './consent';
import { isCalendarDay } from '../shared/calendar';

const version = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const acceptance = fc.record({ document: fc.constantFrom(...consentDocuments), version });
const current = fc.record({ TERMS: version, PRIVACY: version }) as fc.Arbitrary<Record<ConsentDocument, string>>;

describe('the terms a dentist has accepted', () => {
  it('asks for exactly the documents whose version in force she has not accepted, whatever else she accepted', () => {
    fc.assert(
      fc.property(fc.array(acceptance, { maxLength: 8 }), current, (accepted, inForce) => {
        const pending = pendingConsents(accepted, inForce);
        for (const d of consentDocuments) expect(pending.includes(d)).toBe(!accepted.some((a) => a.document === d && a.version === inForce[d]));
      }),
    );
  });

  it('asks nothing once both versions in force are accepted, and both again when both are new', () => {
    fc.assert(
      fc.property(current, fc.array(acceptance, { maxLength: 4 }), (inForce, older) => {
        const accepted = [...older, ...consentDocuments.map((d) => ({ document: d, version: inForce[d] }))];
        expect(pendingConsents(accepted, inForce)).toEqual([]);
        const newer = { TERMS: `${inForce.TERMS}x`, PRIVACY: `${inForce.PRIVACY}x` };
        expect(pendingConsents(accepted, newer)).toEqual(['TERMS', 'PRIVACY']);
      }),
    );
  });

  it('keeps each document’s version in force as a day that exists, its title in words and its page at an address of its own', () => {
    for (const d of consentDocuments) {
      expect([d, isCalendarDay(currentConsentVersions[d])]).toEqual([d, true]);
      expect(consentDocumentPaths[d]).toMatch(/^\/[a-z]+(-[a-z]+)+$/);
    }
    expect(consentDocumentTitles).toEqual({ TERMS: 'Termos de uso', PRIVACY: 'Aviso de privacidade' });
    expect(new Set(Object.values(consentDocumentPaths)).size).toBe(consentDocuments.length);
    // The versions in force are what a dentist who accepted nothing is asked for.
    expect(pendingConsents([])).toEqual(['TERMS', 'PRIVACY']);
    expect(pendingConsents(consentDocuments.map((d) => ({ document: d, version: currentConsentVersions[d] })))).toEqual([]);
    expect(consentMessages.required).toBe('Para continuar, aceite os Termos de uso e o Aviso de privacidade.');
  });

  it('says a document was accepted in a word that agrees with its title', () => {
    expect(Object.fromEntries(consentDocuments.map((d) => [consentDocumentTitles[d], consentAcceptedWords[d]]))).toEqual({
      'Termos de uso': 'aceitos',
      'Aviso de privacidade': 'aceito',
    });
  });
});
