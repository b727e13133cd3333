// A bank boleto's linha digitável made from its parts (FEBRABAN's layout), for tests
// that need one of a given amount. Written from the layout, apart from the domain's checker, and
// checked against published boletos (boleto.test.ts).

const mod10 = (digits: string): number => {
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    const product = Number(d) * (i % 2 === 0 ? 2 : 1);
    sum += Math.floor(product / 10) + (product % 10);
  });
  return (10 - (sum % 10)) % 10;
};

const mod11 = (digits: string): number => {
  let sum = 0;
  [...digits].reverse().forEach((d, i) => (sum += Number(d) * (2 + (i % 8))));
  const dv = 11 - (sum % 11);
  return dv === 0 || dv >= 10 ? 1 : dv;
};

export interface BoletoParts {
  /** The bank's 3-digit code. */
  readonly bank: string;
  /** Days from 07/10/1997 to the due date (4 digits). */
  readonly factor: string;
  readonly amountCents: number;
  /** The bank's own 25 digits. */
  readonly free: string;
}

/** The 47 digits of the linha digitável of these parts. */
export const linhaDigitavelOf = ({ bank, factor, amountCents, free }: BoletoParts): string => {
  const amount = String(amountCents).padStart(10, '0');
  const dv = mod11(`${bank}9${factor}${amount}${free}`);
  const field1 = `${bank}9${free.slice(0, 5)}`;
  const field2 = free.slice(5, 15);
  const field3 = free.slice(15, 25);
  return `${field1}${mod10(field1)}${field2}${mod10(field2)}${field3}${mod10(field3)}${dv}${factor}${amount}`;
};

/** The parts of a linha digitável (for the published ones). */
export const partsOf = (digits: string): BoletoParts => ({
  bank: digits.slice(0, 3),
  factor: digits.slice(33, 37),
  amountCents: Number(digits.slice(37)),
  free: digits.slice(4, 9) + digits.slice(10, 20) + digits.slice(21, 31),
});
