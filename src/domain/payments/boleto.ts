import * as E from 'fp-ts/Either';
import { formatBRL } from '../format/money';

// The linha digitável of a bank boleto (FEBRABAN's layout), as the staff copy it from
// the bank's PDF: five fields, the first three with a check digit each (modulo 10), the fourth
// the barcode's own check digit (modulo 11), the fifth the due-date factor and the amount.

export const boletoMessages = {
  length: 'A linha digitável de um boleto bancário tem 47 números.',
  field: (n: 1 | 2 | 3) => `O dígito verificador do ${n}º campo da linha digitável não confere. Confira os números.`,
  general: 'O dígito verificador geral da linha digitável não confere. Confira os números.',
  amount: (boletoCents: number, chargeCents: number) => `O boleto é de ${formatBRL(boletoCents)}, mas a cobrança é de ${formatBRL(chargeCents)}.`,
} as const;

export interface LinhaDigitavel {
  /** The 47 digits. */
  readonly digits: string;
  /** The amount the boleto charges, in cents (0 when the bank leaves it open). */
  readonly amountCents: number;
}

/** A product's digits summed (a product of a digit by 2 has at most two). */
const sumDigits = (n: number): number => Math.floor(n / 10) + (n % 10);

/** Modulo 10 of a field: weights 2, 1, 2… from the right, each product's digits summed. */
const modulo10 = (digits: string): number => {
  let sum = 0;
  for (let i = digits.length - 1, weight = 2; i >= 0; i--, weight = weight === 2 ? 1 : 2) sum += sumDigits(Number(digits[i]) * weight);
  return (10 - (sum % 10)) % 10;
};

/** Modulo 11 of the barcode without its check digit: weights 2 to 9 from the right; 10 and 11 (remainders 1 and 0) become 1. */
const modulo11 = (digits: string): number => {
  let sum = 0;
  for (let i = digits.length - 1, weight = 2; i >= 0; i--, weight = weight === 9 ? 2 : weight + 1) sum += Number(digits[i]) * weight;
  const dv = 11 - (sum % 11);
  return dv >= 10 ? 1 : dv;
};

/** A linha digitável as typed or pasted (dots, spaces and dashes allowed), checked digit by digit. */
export const checkLinhaDigitavel = (typed: string): E.Either<string, LinhaDigitavel> => {
  const digits = typed.replace(/[\s.\-]/g, '');
  if (!/^\d{47}$/.test(digits)) return E.left(boletoMessages.length);
  const fields = [digits.slice(0, 10), digits.slice(10, 21), digits.slice(21, 32)];
  for (const [i, f] of fields.entries()) if (modulo10(f.slice(0, -1)) !== Number(f.slice(-1))) return E.left(boletoMessages.field((i + 1) as 1 | 2 | 3));
  // The barcode: bank and currency, its check digit, the factor and amount, then the free field.
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the line was matched as five fields
  const free = fields[0]!.slice(4, 9) + fields[1]!.slice(0, 10) + fields[2]!.slice(0, 10);
  const barcodeWithoutCheck = digits.slice(0, 4) + digits.slice(33, 47) + free;
  if (modulo11(barcodeWithoutCheck) !== Number(digits[32])) return E.left(boletoMessages.general);
  return E.right({ digits, amountCents: Number(digits.slice(37, 47)) });
};

/** The 47 digits as banks print them: "23793.38128 60007.827136 95000.063305 9 75520000370000". */
export const formatLinhaDigitavel = (digits: string): string =>
  `${digits.slice(0, 5)}.${digits.slice(5, 10)} ${digits.slice(10, 15)}.${digits.slice(15, 21)} ${digits.slice(21, 26)}.${digits.slice(26, 32)} ${digits[32]} ${digits.slice(33)}`;

/** A boleto for a charge of `chargeCents`: its own amount is the charge's, or left for the bank to fill (zero). */
export const boletoForCharge = (typed: string, chargeCents: number): E.Either<string, LinhaDigitavel> =>
  E.chain((linha: LinhaDigitavel) =>
    linha.amountCents === 0 || linha.amountCents === chargeCents ? E.right(linha) : E.left(boletoMessages.amount(linha.amountCents, chargeCents)),
  )(checkLinhaDigitavel(typed));
