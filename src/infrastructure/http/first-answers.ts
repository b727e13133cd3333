import { firstAnswersElementId } from '../../contract/first-answers';

/**
 * The answers the server sent with the page (issue 32), by address: each is taken once, by the
 * first call to its address, and read by that endpoint's codec like any answer; later calls go
 * to the network. None when the page came without them.
 */
export class FirstAnswers {
  constructor(private readonly answers = new Map<string, unknown>()) {}

  /** Reads them from the page, and takes them out of it: the document keeps no copy of the data. */
  static fromPage(doc: Document): FirstAnswers {
    const element = doc.getElementById(firstAnswersElementId);
    if (!element) return new FirstAnswers();
    element.remove();
    try {
      return new FirstAnswers(new Map(Object.entries(JSON.parse(element.textContent ?? '{}') as Record<string, unknown>)));
    } catch {
      return new FirstAnswers();
    }
  }

  /** The answer for this address, once; undefined when there is none (left). */
  take(address: string): unknown {
    const answer = this.answers.get(address);
    this.answers.delete(address);
    return answer;
  }
}
