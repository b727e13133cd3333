// The standard PDF fonts only encode Latin-1 letters; anything else (emoji, other scripts) becomes '?'.
// The minus sign of a deduction is written as the font's hyphen.
export const winAnsi = (text: string): string => text.replace(/\u2212/g, '-').replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

/** A text cut into lines of at most `width` characters, at spaces (a no-break space, as in "R$ 843,00", holds). */
export const wrap = (text: string, width: number): string[] => {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/[ \t\n\r]+/)) {
    if ((current + ' ' + word).trim().length > width) {
      lines.push(current);
      current = word;
    } else current = (current + ' ' + word).trim();
  }
  if (current) lines.push(current);
  return lines;
};
