import * as t from 'io-ts';
import { maxCents } from '../shared/wire-numbers';

export interface CentsBrand {
  readonly Cents: unique symbol;
}

/** Money as a whole number of centavos: never a float. */
export const Cents = t.brand(t.Int, (n): n is t.Branded<t.Int, CentsBrand> => n >= 0 && n <= maxCents, 'Cents');
export type Cents = t.TypeOf<typeof Cents>;

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** R$ 1.234,56 from 123456 cents; the space after R$ is a no-break space, so a line never ends between "R$" and its amount. */
export const formatBRL = (cents: number): string => brl.format(cents / 100);

/** '12,5' or '1.234,56' as typed in Brazil, in hundredths (cents, or basis points of a percentage); NaN when not a number. */
export const parseHundredths = (text: string): number => {
  const clean = text.trim().replace(/\./g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Math.round(Number(clean) * 100) : Number.NaN;
};
