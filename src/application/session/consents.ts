import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import { defer, map, type Observable } from 'rxjs';
import { formatInstantBrDateTime, isoDateToBr } from '../../domain/format/date';
import { type ConsentDocument, consentAcceptedWords, consentDocumentPaths, consentDocumentTitles, consentMessages, currentConsentVersions } from '../../domain/people/consent';
import type { ConsentAcceptances } from '../../contract/profile.contract';
import type { ConsentsGateway } from '../ports/consents-gateway';
import { TOKENS } from '../tokens';
import { Notifications } from '../widgets/notifications';
import { ProfileStore } from './profile.store';

/** A document as the gate and "Meus dados" name it: its title, version and where to read it. */
export interface ConsentLine {
  readonly title: string;
  readonly path: string;
  /** "versão de 27/11/2026" */
  readonly version: string;
  /** "aceitos em 27/11/2026 14:05", on "Meus dados". */
  readonly accepted?: string;
}

export const consentTexts = {
  gateTitle: 'Antes de continuar',
  gateText: 'Atualizamos os documentos abaixo. Leia e aceite a versão atual para continuar usando o portal.',
  accept: 'Aceitar e continuar',
  checkbox: 'Li e aceito a versão atual dos documentos acima.',
  accepted: 'Obrigado. Sua aceitação foi registrada.',
} as const;

/** The documents to accept now, in their versions in force. */
export const pendingLines = (pending: readonly ConsentDocument[]): ConsentLine[] =>
  pending.map((d) => ({ title: consentDocumentTitles[d], path: consentDocumentPaths[d], version: `versão de ${isoDateToBr(currentConsentVersions[d])}` }));

/** "Meus dados": every acceptance, newest first. */
export const acceptedLines = (accepted: ConsentAcceptances): ConsentLine[] =>
  [...accepted].reverse().map((a) => ({
    title: consentDocumentTitles[a.document],
    path: consentDocumentPaths[a.document],
    version: `versão de ${isoDateToBr(a.version)}`,
    accepted: `${consentAcceptedWords[a.document]} em ${formatInstantBrDateTime(a.acceptedAt)}`,
  }));

/** The terms a dentist accepts: the gate before anything else when a version is new, and the list on "Meus dados". */
@injectable()
export class Consents {
  constructor(
    @inject(TOKENS.ConsentsGateway) private readonly gateway: ConsentsGateway,
    @inject(ProfileStore) private readonly profile: ProfileStore,
    @inject(Notifications) private readonly notifications: Notifications,
  ) {}

  /** "Meus dados": the acceptances, read when the page subscribes (a sentence when they cannot be read). */
  readonly accepted$: Observable<E.Either<string, ConsentLine[]>> = defer(() => this.gateway.accepted()).pipe(map(E.bimap((e) => e.message, acceptedLines)));

  /** Accepts what is pending once she ticked the box; the profile, reloaded, lets the page through. */
  async accept(pending: readonly ConsentDocument[], ticked: boolean): Promise<boolean> {
    if (!ticked) {
      this.notifications.error(consentMessages.required);
      return false;
    }
    const done = await this.gateway.accept(pending);
    if (E.isLeft(done)) {
      this.notifications.error(done.left.message);
      return false;
    }
    await this.profile.load();
    this.notifications.success(consentTexts.accepted);
    return true;
  }
}
