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
        expect(staffEditPatch(form, 3).forecastApprovalDate).toBe(iso);
      }),
    );
    expect(validateStaffEdit({ ...base, forecastApprovalDate: '31/02/2026' }).forecastApprovalDate).toBe('Data inválida. Use dd/mm/aaaa.');
  });

  it('asks for a reason with a status change, and sends both with the version', () => {
    expect(validateStaffEdit({ ...base, statusId: 'ANALYSIS' }).statusChangeReason).toBe('Informe o motivo.');
    const patch = staffEditPatch({ ...base, statusId: 'ANALYSIS', statusChangeReason: '  Arquivos ok ' }, 7);
    expect(patch).toMatchObject({ version: 7, statusId: 'ANALYSIS', statusChangeReason: 'Arquivos ok', caseNumber: 1040 });
    expect(staffEditPatch(base, 7)).not.toHaveProperty('statusId');
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
