import { cnpjCharacters, onlyDigits } from '../format/mask';
import { hasValidCnpjDigits, hasValidCpfDigits } from '../people/document';

/**
 * A Pix key as the Banco Central's directory holds it, from the way a person writes it: a CPF or
 * CNPJ (numeric or alphanumeric, masked or not) as its bare characters, a CNPJ's letters
 * upper-case; an e-mail, a phone or a random key as written, without the spaces around it.
 */
export const pixKeyOf = (written: string): string => {
  const key = written.trim();
  if (!/^[0-9A-Za-z./-]+$/.test(key)) return key;
  const chars = cnpjCharacters(key);
  if (hasValidCnpjDigits(chars)) return chars;
  return /^[\d.-]+$/.test(key) && hasValidCpfDigits(onlyDigits(key)) ? onlyDigits(key) : key;
};
