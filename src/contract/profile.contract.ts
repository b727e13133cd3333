import * as t from 'io-ts';
import { Gender, Role } from '../domain/people/person';
import { Uuid } from './common.contract';

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
  },
  'UserProfile',
);
export type UserProfile = t.TypeOf<typeof UserProfile>;
