import { firstAnswersElementId } from '../../contract/first-answers';

/**
 * The answers the server sent with the page, by address, for the API client to take
 * as its first reads; taken out of the page, so the document keeps no copy of the data. None
 * when the page came without them (or with a script that does not parse).
 */
export const firstAnswersOfPage = (doc: Document): Map<string, unknown> => {
  const element = doc.getElementById(firstAnswersElementId);
  if (!element) return new Map();
  element.remove();
  try {
    return new Map(Object.entries(JSON.parse(element.textContent ?? '{}') as Record<string, unknown>));
  } catch {
    return new Map();
  }
};
