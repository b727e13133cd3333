// Practical shape of an e-mail address: one @, a dot in the domain, no spaces.
const emailShape = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const invalidEmailMessage = 'E-mail inválido';

/** Whether a text has the shape of an e-mail address (at most 254 characters). */
export const isValidEmail = (text: string): boolean => text.length <= 254 && emailShape.test(text.trim());
