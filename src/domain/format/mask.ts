/** Keeps the digits of a text. */
export const onlyDigits = (text: string): string => text.replace(/\D/g, '');

/** The letters and digits of a typed CNPJ, letters upper-case: punctuation and anything else dropped. */
export const cnpjCharacters = (text: string): string => text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/**
 * Formats `text` with a pattern where `0` stands for a digit, `A` for a digit or a letter
 * (shown upper-case) and any other character is a literal, progressively: a partial input gets
 * a partial mask. A character that does not fit its place is left out.
 */
export const applyMask = (pattern: string, text: string): string => {
  const chars = pattern.includes('A') ? cnpjCharacters(text) : onlyDigits(text);
  let out = '';
  let next = 0;
  for (const symbol of pattern) {
    if (symbol === '0') {
      // A digit's place skips what is not one (a letter typed among a CNPJ's check digits).
      const digit = chars.slice(next).search(/\d/);
      next = digit < 0 ? chars.length : next + digit;
    }
    if (next >= chars.length) break;
    out += symbol === '0' || symbol === 'A' ? chars[next++] : symbol;
  }
  return out;
};

export const masks = {
  cpf: '000.000.000-00',
  cnpj: 'AA.AAA.AAA/AAAA-00',
  cep: '00000-000',
  phone: '(00) 00000-0000',
} as const;

/** CEP 00000-000. */
export const formatCep = (text: string): string => applyMask(masks.cep, text);

/** Phone (00) 00000-0000. */
export const formatPhone = (text: string): string => applyMask(masks.phone, text);
