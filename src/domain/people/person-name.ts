/** What a person's name may hold: letters (any alphabet, with their accents), spaces, apostrophes and hyphens. */
const nameCharacters = /^[\p{L}\p{M}' ’-]+$/u;

export const personNameMessage = 'Use só letras, espaços, apóstrofos e hífens no nome.';

/** Why a typed name cannot be a person's, or undefined when it can (an empty one is the required rule's). */
export const personNameProblem = (name: string): string | undefined => (name.trim() === '' || nameCharacters.test(name.trim()) ? undefined : personNameMessage);

const typedTitle = /^\s*(dra?|doutora?)\.?\s+/iu;

/** The name without a title typed in front of it ("Dra. Fernanda", "dr Paulo"): the portal adds its own. */
export const withoutTypedTitle = (name: string): string => {
  const bare = name.replace(typedTitle, '');
  return bare.trim() === '' ? name : bare;
};
