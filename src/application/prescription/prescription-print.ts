import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import { from, map, type Observable, startWith } from 'rxjs';
import type { PrescriptionGateway } from '../ports/drafts-gateway';
import { TOKENS } from '../tokens';
import { type PrescriptionSheet, printedSheet } from './prescription-sheet';

export interface PrintView {
  readonly loading: boolean;
  readonly sheet?: PrescriptionSheet;
  readonly error?: string;
}

/** The print mode of an order's prescription (spec §2). */
@injectable()
export class PrescriptionPrint {
  constructor(@inject(TOKENS.PrescriptionGateway) private readonly prescriptions: PrescriptionGateway) {}

  view$(orderId: string): Observable<PrintView> {
    return from(this.prescriptions.printable(orderId)).pipe(
      map((r): PrintView => (E.isLeft(r) ? { loading: false, error: r.left.message } : { loading: false, sheet: printedSheet(r.right) })),
      startWith<PrintView>({ loading: true }),
    );
  }
}
