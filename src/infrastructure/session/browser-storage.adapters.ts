import type { PersonalData, ProfessionalData } from '../../domain/people/registration';
import type { RegistrationDraftStore } from '../../application/ports/dentist-gateway';
import type { SurveyPostponement } from '../../application/ports/survey-gateway';

const personalKey = 'portal.registration.personal';
const professionalKey = 'portal.registration.professional';

const read = (storage: Storage, key: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

// Only text fields are restored, and never the password.
const texts = <K extends string>(value: Record<string, unknown>, keys: readonly K[]): Partial<Record<K, string>> =>
  Object.fromEntries(keys.filter((k) => typeof value[k] === 'string').map((k) => [k, value[k] as string])) as Partial<Record<K, string>>;

export class LocalRegistrationDraftStore implements RegistrationDraftStore {
  constructor(private readonly storage: Storage) {}
  load() {
    return {
      personal: texts(read(this.storage, personalKey), ['name', 'email', 'cpf', 'gender', 'phone'] as const) as Partial<PersonalData>,
      professional: texts(read(this.storage, professionalKey), ['croNumber', 'croState', 'specialty', 'clinicName'] as const) as Partial<ProfessionalData>,
    };
  }
  save(personal: Partial<PersonalData>, professional: Partial<ProfessionalData>): void {
    this.storage.setItem(personalKey, JSON.stringify(personal));
    this.storage.setItem(professionalKey, JSON.stringify(professional));
  }
  clear(): void {
    this.storage.removeItem(personalKey);
    this.storage.removeItem(professionalKey);
  }
}

const postponedKey = 'portal.survey.postponed';

/** 'Responder depois' lasts for this browser session: the survey returns on the next visit. */
export class SessionSurveyPostponement implements SurveyPostponement {
  constructor(private readonly storage: Storage) {}
  isPostponed(): boolean {
    return this.storage.getItem(postponedKey) === '1';
  }
  postpone(): void {
    this.storage.setItem(postponedKey, '1');
  }
}
