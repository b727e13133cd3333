import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type StaffEditForm, staffEditPatch, validateStaffEdit } from './staff-edit-form';

const base: StaffEditForm = {
  caseNumber: '1040',
  caseContinuationNumber: '',
  caseType: 'CASO_NOVO',
  responsableId: '',
  relationshipConsultantId: '',
  relationshipConsultantSaveType: 'THIS_ORDER',
  acquisitionConsultantId: '',
  acquisitionConsultantSaveType: 'THIS_ORDER',
  forecastApprovalDate: '',
  forecastComment: '',
  statusId: '',
  statusChangeReason: '',
};

describe('staff edit form', () => {
  it('sends a valid dd/MM/yyyy date as yyyy-MM-dd and refuses an impossible one', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        const [y, m, day] = iso.split('-');
        const form = { ...base, forecastApprovalDate: `${day}/${m}/${y}` };
        expect(validateStaffEdit(form)).toEqual({});
        expect(staffEditPatch(form, base, 3).forecastApprovalDate).toBe(iso);
      }),
    );
    expect(validateStaffEdit({ ...base, forecastApprovalDate: '31/02/2026' }).forecastApprovalDate).toBe('Data inválida. Use dd/mm/aaaa.');
  });

  it('asks for a reason with a status change, and sends both with the version', () => {
    expect(validateStaffEdit({ ...base, statusId: 'ANALYSIS' }).statusChangeReason).toBe('Informe o motivo.');
    const patch = staffEditPatch({ ...base, statusId: 'ANALYSIS', statusChangeReason: '  Arquivos ok ' }, base, 7);
    expect(patch).toEqual({ version: 7, statusId: 'ANALYSIS', statusChangeReason: 'Arquivos ok' });
    expect(staffEditPatch(base, base, 7)).toEqual({ version: 7 });
  });

  it('sends only the fields typed differently from the order as loaded, so the server can merge with changes to others', () => {
    const fields = ['caseNumber', 'caseContinuationNumber', 'forecastComment', 'responsableId'] as const;
    const wire = { caseNumber: 'caseNumber', caseContinuationNumber: 'caseContinuationNumber', forecastComment: 'forecastComment', responsableId: 'responsableId' } as const;
    fc.assert(
      fc.property(fc.subarray([...fields]), (typed) => {
        const form = {
          ...base,
          ...Object.fromEntries(typed.map((k) => [k, k === 'responsableId' ? '00000000-0000-4000-8000-000000000009' : k === 'forecastComment' ? 'Outra previsão' : '77'])),
        };
        const patch = staffEditPatch(form, base, 2);
        expect(Object.keys(patch).sort()).toEqual(['version', ...typed.map((k) => wire[k])].sort());
      }),
    );
  });

  it('takes case numbers as whole numbers only', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (s) => {
        const ok = validateStaffEdit({ ...base, caseNumber: s }).caseNumber === undefined;
        expect(ok).toBe(s.trim() === '' || (/^\d{1,8}$/.test(s.trim()) && Number(s) >= 1));
      }),
    );
  });
});
