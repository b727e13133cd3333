import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatuses, statusLabel } from '../../../src/domain/order/order-status';
import { emptyClinicalPreferences } from '../../../src/domain/prescription/clinical-preferences';
import { bearer, startTestApp, type TestApp } from '../../support/server/test-app';
import { testDatabaseTargets } from '../../support/server/test-database';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every object of the document, with the path that leads to it. */
const objectsOf = (value: Json, path = '$'): { path: string; entry: Record<string, Json> }[] => {
  if (Array.isArray(value)) return value.flatMap((v, i) => objectsOf(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return [{ path, entry: value }, ...Object.entries(value).flatMap(([k, v]) => objectsOf(v, `${path}.${k}`))];
};
const stringsOf = (value: Json): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(stringsOf) : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];

describe.each(testDatabaseTargets().slice(0, 1))('LGPD export on $name', (target) => {
  let t: TestApp;
  let data: Record<string, Json>;
  let body: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    const kol = await t.login('kol@demo.com.br');
    const preferences = { ...emptyClinicalPreferences, overbiteKeep: true, standingNote: 'Sem attachments nos incisivos.' };
    expect((await t.app.inject({ method: 'POST', url: '/api/users/clinical-preferences', headers: bearer(kol), payload: preferences })).statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/users/export', headers: bearer(kol) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="meus-dados.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    body = res.body;
    data = res.json();
  });
  afterAll(() => t.close());

  it('gives a dentist their own data and their patients’, none of another dentist’s, and no password', async () => {
    const kol = await t.db.selectFrom('users').select('id').where('email', '=', 'kol@demo.com.br').executeTakeFirstOrThrow();
    const count = async (table: 'patients' | 'orders' | 'addresses') => (await t.db.selectFrom(table).select('id').where('dentist_id', '=', kol.id).execute()).length;
    expect((data.Dentista as Record<string, Json>)['E-mail']).toBe('kol@demo.com.br');
    expect(data.Pacientes).toHaveLength(await count('patients'));
    expect(data.Pedidos).toHaveLength(await count('orders'));
    expect(data['Endereços']).toHaveLength(await count('addresses'));
    const orders = data.Pedidos as Record<string, Json[]>[];
    expect(orders.every((o) => o['Histórico']!.length > 0)).toBe(true);
    expect(orders.some((o) => o.Planejamentos!.length > 0 && o.Mensagens!.length > 0)).toBe(true);
    expect((data['Saldo bonificado'] as Json[]).length).toBeGreaterThan(0);
    // The terms the dentist accepted, by their names and versions.
    expect((data['Termos aceitos'] as Record<string, Json>[]).map((c) => c.Documento).sort()).toEqual(['Aviso de privacidade', 'Termos de uso']);
    // Her choices of e-mail and her clinical preferences, in words.
    expect(data['Notificações por e-mail']).toContainEqual({ Novidade: 'Pedido enviado', Envio: 'Resumo diário' });
    expect(data['Preferências clínicas']).toContainEqual({ Seção: 'Sobremordida (overbite)', Resposta: 'Manter' });
    expect(data['Preferências clínicas']).toContainEqual({ Seção: 'Observação para todos os casos', Resposta: 'Sem attachments nos incisivos.' });
    expect(body).not.toContain('argon2');
    expect(body).not.toContain('Ana Beatriz Souza');
    expect((await t.app.inject({ url: '/api/users/export', headers: bearer(await t.login('atendente@demo.com.br')) })).statusCode).toBe(403);
  });

  it('reads as Portuguese: no column or code names, and each date as on screen beside its ISO form', () => {
    const objects = objectsOf(data);
    for (const { path, entry } of objects) {
      for (const key of Object.keys(entry)) {
        // Column names (snake_case) and code names (camelCase, UPPER_CASE) are not for people.
        expect(key, `${path}.${key}`).not.toMatch(/_|^[a-z]+[A-Z]|^[A-Z]{2,}[a-z]/);
        expect(key, `${path}.${key}`).toMatch(/^[A-ZÀ-Ú]/);
        const iso = /^(.*) \(ISO 8601\)$/.exec(key);
        if (!iso) continue;
        const shown = entry[iso[1]!];
        expect(shown, `${path}.${iso[1]}`).toMatch(/^\d{2}\/\d{2}\/\d{4}( \d{2}:\d{2})?$/);
        expect(entry[key]).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}/));
      }
    }
    // Statuses are labels ("Recebido"), never codes ("RECEIVED").
    const codes = new Set<string>(orderStatuses);
    expect(stringsOf(data as Json).filter((s) => codes.has(s))).toEqual([]);
    const history = (data.Pedidos as Record<string, Record<string, Json>[]>[]).flatMap((o) => o['Histórico']!);
    const labels = new Set(orderStatuses.map(statusLabel));
    expect(history.length).toBeGreaterThan(0);
    for (const h of history) expect(labels.has(h.Para as string)).toBe(true);
    expect(data['Exportado em']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('writes the Ficha de prescrição as its numbered sections and answers', () => {
    const withForm = (data.Pedidos as Record<string, Json>[]).find((o) => o['Ficha de prescrição']);
    const sections = withForm!['Ficha de prescrição'] as { Seção: string; Respostas: string[] }[];
    expect(sections.map((s) => s.Seção)).toContain('1. Queixa principal');
    expect(sections).toHaveLength(12);
  });
});
