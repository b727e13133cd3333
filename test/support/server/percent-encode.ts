/**
 * Percent-encodes any string, lone surrogates included (as the three bytes a careless
 * client's WTF-8 encoder sends), where encodeURIComponent would throw.
 */
export const percentEncode = (s: string): string => {
  let out = '';
  for (const ch of s) {
    try {
      out += encodeURIComponent(ch);
    } catch {
      const c = ch.charCodeAt(0);
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
  }
  return out;
};

/** `url?k=v&…` with every key and value percent-encoded. */
export const withQuery = (url: string, query: Readonly<Record<string, string>> | undefined): string => {
  const entries = Object.entries(query ?? {});
  return entries.length === 0 ? url : `${url}?${entries.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&')}`;
};
