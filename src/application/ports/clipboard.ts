/** The system clipboard: true when the text was copied (a browser may refuse). */
export interface Clipboard {
  copy(text: string): Promise<boolean>;
}
