import { cnpjCharacters } from '../format/mask';

const formattedCnpj = /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/i;

/**
 * Spec §5: a username of exactly 14 characters without '@' is a CPF/CNPJ and keeps only
 * its letters and digits (an alphanumeric CNPJ's letters upper-case). A CNPJ typed with its
 * mask (18 characters) is read the same way.
 */
export const normaliseUsername = (username: string): string => {
  const text = username.trim();
  if (text.includes('@')) return text.toLowerCase();
  return text.length === 14 || formattedCnpj.test(text) ? cnpjCharacters(text) : text;
};
