import * as t from 'io-ts';
import { ConsentDocument } from '../domain/people/consent';
import { Gender, Role } from '../domain/people/person';
import { IsoInstant, Uuid } from './common.contract';

export const KolPolicy = t.type({ monthlyBonusSteps: t.number }, 'KolPolicy');

export const UserProfile = t.type(
  {
    id: Uuid,
    name: t.string,
    email: t.string,
    role: Role,
    gender: t.union([Gender, t.null]),
    isLead: t.boolean,
    accredited: t.boolean,
    profile: t.type({
      document: t.union([t.string, t.null]),
      croNumber: t.union([t.string, t.null]),
      phone: t.union([t.string, t.null]),
    }),
    kolPolicy: t.union([KolPolicy, t.null]),
    /** The post-purchase survey waits for an answer. */
    platformSurveyPending: t.boolean,
    /** Documents whose version in force the dentist has yet to accept: asked before anything else. */
    pendingConsents: t.array(ConsentDocument),
  },
  'UserProfile',
);
export type UserProfile = t.TypeOf<typeof UserProfile>;

/** One acceptance of a document's version. */
export const ConsentAcceptance = t.type({ document: ConsentDocument, version: t.string, acceptedAt: IsoInstant }, 'ConsentAcceptance');
export const ConsentAcceptances = t.array(ConsentAcceptance, 'ConsentAcceptances');
export type ConsentAcceptances = t.TypeOf<typeof ConsentAcceptances>;

/** The documents accepted now, in their versions in force. */
export const AcceptConsentsBody = t.type({ documents: t.array(ConsentDocument) }, 'AcceptConsentsBody');
