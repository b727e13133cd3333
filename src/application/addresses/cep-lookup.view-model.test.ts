import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom } from 'rxjs';
import { CepLookupViewModel, type LookedUpFields } from './cep-lookup.view-model';

const paulista: LookedUpFields = { street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' };

describe('the address form’s postal-code lookup', () => {
  it('looks a complete CEP up, gives its fields and locks them; an unknown one unlocks them', async () => {
    const asked: string[] = [];
    const lookup = new CepLookupViewModel(async (cep) => (asked.push(cep), cep === '01310-100' ? paulista : undefined));
    expect(await lookup.changed('01310100')).toEqual({ cep: '01310-100', found: paulista });
    expect(await firstValueFrom(lookup.state$)).toEqual({ locked: true, lookingUp: false });
    expect(await lookup.changed('99999999')).toEqual({ cep: '99999-999' });
    expect(await firstValueFrom(lookup.state$)).toEqual({ locked: false, lookingUp: false });
    expect(asked).toEqual(['01310-100', '99999-999']);
  });

  it('asks nothing for an incomplete CEP, whatever is typed, and unlocks the fields', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 12 }), async (typed) => {
        let asked = 0;
        const lookup = new CepLookupViewModel(async () => (asked++, paulista));
        await lookup.changed('01310100');
        const { cep, found } = await lookup.changed(typed);
        if (cep.length === 9) return;
        expect(found).toBeUndefined();
        expect(asked).toBe(1);
        expect(await firstValueFrom(lookup.state$)).toEqual({ locked: false, lookingUp: false });
      }),
    );
  });

  it('says it is looking while the answer is on its way', async () => {
    let answer: (fields: LookedUpFields | undefined) => void = () => undefined;
    const lookup = new CepLookupViewModel(() => new Promise((resolve) => (answer = resolve)));
    const pending = lookup.changed('01310-100');
    expect(await firstValueFrom(lookup.state$)).toEqual({ locked: false, lookingUp: true });
    answer(paulista);
    await pending;
    expect(await firstValueFrom(lookup.state$)).toEqual({ locked: true, lookingUp: false });
  });
});
