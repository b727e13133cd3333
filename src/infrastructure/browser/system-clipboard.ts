import type { Clipboard } from '../../application/ports/clipboard';

/** The browser's asynchronous clipboard; without it (an insecure origin, an old browser) nothing is copied. */
export const systemClipboard: Clipboard = {
  async copy(text) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      return false;
    }
  },
};
