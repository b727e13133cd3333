import { useObservableState } from 'observable-hooks';
import { useState } from 'react';
import { emptyPickerState } from '../../application/patients/patient-picker.view-model';
import type { SelectPatientProps } from '../../application/patients/patient-picker';
import { PaginatedTable } from '../widgets/paginated-table';
import { SearchIcon } from '../widgets/icons';
import { emptyPatientForm, PatientFormView } from './patient-form';
import { DialogTitle } from '../widgets/dialog-title';

/** select-patient: a searchable table, 4 rows a page, and a form for a new patient. */
export const SelectPatientDialog = ({ props, close }: { props: SelectPatientProps; close: () => void }) => {
  const [creating, setCreating] = useState(false);
  return (
    <div className="dialog dialog--grid">
      <DialogTitle>{creating ? 'Novo paciente' : 'Selecione o paciente'}</DialogTitle>
      {creating ? <NewPatientForm create={props.create} cancel={() => setCreating(false)} /> : <PatientTable props={props} onNew={() => setCreating(true)} close={close} />}
    </div>
  );
};

const PatientTable = ({ props: { vm, choose }, onNew, close }: { props: SelectPatientProps; onNew: () => void; close: () => void }) => {
  const state = useObservableState(vm.state$, emptyPickerState);
  return (
    <>
      <div className="filters">
        <label className="filters__search">
          <span className="visually-hidden">Buscar paciente</span>
          <SearchIcon />
          <input type="search" placeholder="Buscar por nome ou CPF" value={state.searchText} onChange={(e) => vm.typeSearch(e.target.value)} autoFocus />
        </label>
        <button type="button" className="button" onClick={onNew}>
          Novo paciente
        </button>
      </div>
      <PaginatedTable
        caption="Pacientes"
        columns={[
          { header: 'Paciente', cell: (r) => r.name, className: 'col-primary' },
          { header: 'CPF', cell: (r) => r.cpf },
          { header: 'Gênero', cell: (r) => r.gender },
        ]}
        rows={state.rows}
        rowKey={(r) => r.patient.id}
        busy={state.loading}
        page={state.page}
        hasPrevious={state.hasPrevious}
        hasNext={state.hasNext}
        onPage={(page) => vm.goToPage(page)}
        actions={(r) => (
          <button type="button" className="button button--small button--primary" onClick={() => choose(r.patient)} aria-label={`Selecionar ${r.name}`}>
            Selecionar
          </button>
        )}
      />
      <div className="dialog__actions">
        <button type="button" className="button" onClick={close}>
          Fechar
        </button>
      </div>
    </>
  );
};

const NewPatientForm = ({ create, cancel }: { create: SelectPatientProps['create']; cancel: () => void }) => (
  <PatientFormView initial={emptyPatientForm} submitLabel="Cadastrar paciente" cancelLabel="Voltar à lista" onSubmit={create} onCancel={cancel} />
);
