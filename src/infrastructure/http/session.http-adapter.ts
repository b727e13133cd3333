import { sessionEndpoints } from '../../contract/routes/session.endpoints';
import type { UserProfile } from '../../contract/profile.contract';
import * as E from 'fp-ts/Either';
import type { ApiResult } from '../../application/ports/api-error';
import type { AuthGateway, ProfileGateway } from '../../application/ports/gateways';
import type { ApiClient } from './api-client';

export class AuthHttpAdapter implements AuthGateway {
  constructor(private readonly api: ApiClient) {}
  async login(username: string, password: string): ApiResult<void> {
    const result = await this.api.call(sessionEndpoints.login, { body: { username, password } });
    // The browser relies on the HttpOnly cookie; the token in the body is for API clients.
    return E.map(() => undefined)(result);
  }
  logout(): ApiResult<void> {
    return this.api.call(sessionEndpoints.logout);
  }
}

export class ProfileHttpAdapter implements ProfileGateway {
  constructor(private readonly api: ApiClient) {}
  load(): ApiResult<UserProfile> {
    return this.api.call(sessionEndpoints.profile);
  }
  loadedWithPage(): UserProfile | null {
    return this.api.answeredWithPage(sessionEndpoints.profile) ?? null;
  }
  exportUrl(): string {
    return this.api.href(sessionEndpoints.exportData);
  }
}
