/** Keeps the digits of a text. */
export const onlyDigits = (text: string): string => text.replace(/\D/g, '');

/**
 * Formats the digits of `text` with a pattern where `0` stands for a digit and any other
 * character is a literal, progressively: a partial input gets a partial mask.
 */
export const applyMask = (pattern: string, text: string): string => {
  const digits = onlyDigits(text);
  let out = '';
  let next = 0;
  for (const symbol of pattern) {
    if (next >= digits.length) break;
    out += symbol === '0' ? digits[next++] : symbol;
  }
  return out;
};

export const masks = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  cep: '00000-000',
  phone: '(00) 00000-0000',
} as const;

/** CEP 00000-000. */
export const formatCep = (text: string): string => applyMask(masks.cep, text);

/** Phone (00) 00000-0000. */
export const formatPhone = (text: string): string => applyMask(masks.phone, text);
