import { onlyDigits } from '../format/mask';

const formattedCnpj = /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/;

/**
 * Spec §5: a username of exactly 14 characters without '@' is a CPF/CNPJ and keeps only
 * its digits. A CNPJ typed with its mask (18 characters) is read the same way.
 */
export const normaliseUsername = (username: string): string => {
  const text = username.trim();
  if (text.includes('@')) return text.toLowerCase();
  return text.length === 14 || formattedCnpj.test(text) ? onlyDigits(text) : text;
};
