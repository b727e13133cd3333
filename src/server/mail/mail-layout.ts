import escapeHtml from 'escape-html';

/** One e-mail's words: a greeting, paragraphs, one button with its deep link, and what follows it. */
export interface MailContent {
  readonly subject: string;
  readonly greeting: string;
  readonly paragraphs: readonly string[];
  /** News, each with its own deep link (the daily summary). */
  readonly items?: readonly { readonly text: string; readonly url: string }[];
  readonly action: { readonly label: string; readonly url: string };
  readonly after?: readonly string[];
  /** Why the person receives it, and the link that stops it. */
  readonly unsubscribe?: { readonly reason: string; readonly label: string; readonly url: string };
}

/** The brand's name in every message. */
export const brandName = 'CA Alinhadores';

const items = (list: readonly { readonly text: string; readonly url: string }[]): string =>
  list.length === 0
    ? ''
    : `<ul style="margin:0 0 16px;padding-left:20px">${list
        .map((i) => `<li style="margin:0 0 8px;font-size:16px;line-height:24px"><a href="${escapeHtml(i.url)}" style="color:#0f4c5c">${escapeHtml(i.text)}</a></li>`)
        .join('')}</ul>`;

/**
 * The HTML and plain-text parts of a message in the brand's layout. Every text is
 * escaped: names come from people. Tables and inline styles, as mail programs draw them.
 */
export const renderMail = (c: MailContent): { subject: string; html: string; text: string } => {
  const p = (text: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2d3d">${escapeHtml(text)}</p>`;
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;color:#0f4c5c;padding-bottom:24px">${escapeHtml(brandName)}</td></tr>
<tr><td>
${p(c.greeting)}
${c.paragraphs.map(p).join('\n')}
${items(c.items ?? [])}
<p style="margin:24px 0"><a href="${escapeHtml(c.action.url)}" style="background:#0f4c5c;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-size:16px;display:inline-block">${escapeHtml(c.action.label)}</a></p>
${(c.after ?? []).map(p).join('\n')}
${c.unsubscribe ? `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#5b6b7b">${escapeHtml(c.unsubscribe.reason)} <a href="${escapeHtml(c.unsubscribe.url)}" style="color:#0f4c5c">${escapeHtml(c.unsubscribe.label)}</a></p>` : ''}
</td></tr>
<tr><td style="font-size:12px;color:#5b6b7b;padding-top:24px">${escapeHtml(`${brandName} · Esta é uma mensagem automática; não é preciso respondê-la.`)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    c.greeting,
    '',
    ...c.paragraphs.flatMap((x) => [x, '']),
    ...(c.items ?? []).flatMap((i) => [`- ${i.text}`, `  ${i.url}`]),
    ...(c.items?.length ? [''] : []),
    `${c.action.label}: ${c.action.url}`,
    '',
    ...(c.after ?? []).flatMap((x) => [x, '']),
    ...(c.unsubscribe ? [c.unsubscribe.reason, `${c.unsubscribe.label}: ${c.unsubscribe.url}`, ''] : []),
    `${brandName} · Esta é uma mensagem automática; não é preciso respondê-la.`,
  ].join('\n');
  return { subject: c.subject, html, text };
};
