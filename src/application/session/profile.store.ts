import { BehaviorSubject, defer, type Observable } from 'rxjs';
import * as E from 'fp-ts/Either';
import { displayName } from '../../domain/people/person';
import type { UserProfile } from '../../contract/profile.contract';
import type { ApiError } from '../ports/api-error';
import type { ProfileGateway } from '../ports/gateways';

export interface HeaderUser {
  /** The name with Dr./Dra. where it applies. */
  readonly displayName: string;
  readonly gender: UserProfile['gender'];
}

/** The signed-in user's profile, loaded from the API and cleared on sign-out. Made by hand in the shell (`ui/container.ts`); areas receive it as it is. */
export class ProfileStore {
  private readonly subject: BehaviorSubject<UserProfile | null>;
  readonly profile$: Observable<UserProfile | null>;

  // With the profile the page came with, the signed-in frame draws its header in its first
  // frame: drawn a moment later, it pushed the whole page down (a layout shift).
  constructor(private readonly gateway: ProfileGateway) {
    this.subject = new BehaviorSubject<UserProfile | null>(gateway.loadedWithPage());
    this.profile$ = this.subject.asObservable();
  }

  /** The profile, loading it first when the page opens with a session but no profile yet. */
  readonly loaded$: Observable<UserProfile | null> = defer(() => {
    if (this.subject.value === null) void this.load();
    return this.subject;
  });

  get current(): UserProfile | null {
    return this.subject.value;
  }

  async load(): Promise<E.Either<ApiError, UserProfile>> {
    const result = await this.gateway.load();
    if (E.isRight(result)) this.subject.next(result.right);
    return result;
  }

  clear(): void {
    this.subject.next(null);
  }
}

export const headerUserOf = (profile: UserProfile): HeaderUser => ({
  displayName: displayName(profile.name, profile.role, profile.gender),
  gender: profile.gender,
});
