import * as t from 'io-ts';

// The parts of the Banco Central's API Pix (openapi.yaml, release 2.9) the portal reads back: the
// OAuth2 token answer, and the charge a `PUT /cob/{txid}` (or `GET`) answers (CobGerada).

export const TokenAnswer = t.type({ access_token: t.string, expires_in: t.union([t.number, t.undefined]) }, 'TokenAnswer');

export const CobAnswer = t.intersection(
  [t.type({ txid: t.string, status: t.string, valor: t.type({ original: t.string }) }), t.partial({ pixCopiaECola: t.string, location: t.string })],
  'CobAnswer',
);
export type CobAnswer = t.TypeOf<typeof CobAnswer>;
