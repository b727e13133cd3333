import * as E from 'fp-ts/Either';
import { BehaviorSubject, combineLatest, debounceTime, distinctUntilChanged, from, map, type Observable, type SchedulerLike, skip, startWith, Subscription, switchMap } from 'rxjs';
import { patientCpfDisplay, patientFullName } from '../../domain/people/patient';
import { genderLabels } from '../../domain/people/person';
import { type Patient, patientDialogPageSize } from '../../contract/patient.contract';
import type { PatientsGateway } from '../ports/patients-gateway';
import type { Notifications } from '../widgets/notifications';

/** Spec §9: the patient search waits 750 ms after the last keystroke. */
export const patientSearchDebounceMs = 750;

export interface PatientRow {
  readonly patient: Patient;
  readonly name: string;
  readonly cpf: string;
  readonly gender: string;
}

export interface PatientPickerState {
  readonly loading: boolean;
  readonly rows: readonly PatientRow[];
  readonly page: number;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
  readonly searchText: string;
}

const toRow = (patient: Patient): PatientRow => ({
  patient,
  name: patientFullName(patient),
  cpf: patientCpfDisplay(patient.cpf),
  gender: patient.gender ? genderLabels[patient.gender] : '—',
});

/** The select-patient dialog: 4 rows a page, searched by name or CPF. */
export class PatientPickerViewModel {
  private readonly searchText = new BehaviorSubject('');
  private readonly query = new BehaviorSubject({ page: 1, filter: '', version: 0 });
  private readonly subscriptions = new Subscription();
  readonly state$: Observable<PatientPickerState>;

  constructor(patients: PatientsGateway, notifications: Notifications, scheduler: SchedulerLike) {
    this.subscriptions.add(
      this.searchText.pipe(skip(1), debounceTime(patientSearchDebounceMs, scheduler), distinctUntilChanged()).subscribe((filter) => {
        this.query.next({ ...this.query.value, page: 1, filter: filter.trim() });
      }),
    );
    const result$ = this.query.pipe(
      switchMap((q) =>
        from(patients.list(q.page, patientDialogPageSize, q.filter)).pipe(
          map((r) => {
            if (E.isLeft(r)) {
              if (r.left._tag !== 'Unauthorized') notifications.error(r.left.message);
              return { loading: false, page: q.page, items: [] as Patient[], total: 0 };
            }
            return { loading: false, page: q.page, items: r.right.items, total: r.right.total };
          }),
          startWith({ loading: true, page: q.page, items: undefined, total: undefined }),
        ),
      ),
    );
    let last = { items: [] as readonly Patient[], total: 0 };
    this.state$ = combineLatest([result$, this.searchText]).pipe(
      map(([r, searchText]) => {
        if (r.items) last = { items: r.items, total: r.total ?? 0 };
        const pages = Math.max(1, Math.ceil(last.total / patientDialogPageSize));
        return { loading: r.loading, rows: last.items.map(toRow), page: r.page, hasPrevious: r.page > 1, hasNext: r.page < pages, searchText };
      }),
    );
  }

  typeSearch(text: string): void {
    this.searchText.next(text);
  }

  goToPage(page: number): void {
    if (page >= 1) this.query.next({ ...this.query.value, page });
  }

  /** Shows the list again from the first page, after a patient was created. */
  refresh(): void {
    this.query.next({ ...this.query.value, page: 1, version: this.query.value.version + 1 });
  }

  dispose(): void {
    this.subscriptions.unsubscribe();
  }
}

export const emptyPickerState: PatientPickerState = { loading: true, rows: [], page: 1, hasPrevious: false, hasNext: false, searchText: '' };
