// Branded Spanish HTML e-mail (with a plain-text twin). Every value is escaped: the name comes
// from an account a person filled in.
import { emailTexts } from './texts';

export interface EmailContent {
  subject: string;
  name: string;
  intro: string;
  button: string;
  ignore: string;
  link: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

export function renderEmail(content: EmailContent): { subject: string; html: string; text: string } {
  const year = new Date().getFullYear();
  const subject = escapeHtml(content.subject);
  const greeting = escapeHtml(emailTexts.greeting(content.name));
  const link = escapeHtml(content.link);
  const html = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${subject}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background:#1a237e;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold;">${escapeHtml(emailTexts.brand)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5;">
<p style="margin:0 0 16px;">${greeting}</p>
<p style="margin:0 0 24px;">${escapeHtml(content.intro)}</p>
<p style="margin:0 0 24px;text-align:center;"><a href="${link}" style="display:inline-block;background:#1a237e;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:6px;font-weight:bold;">${escapeHtml(content.button)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#52606d;">${escapeHtml(emailTexts.linkFallback)}</p>
<p style="margin:0 0 24px;font-size:13px;word-break:break-all;"><a href="${link}" style="color:#1a237e;">${link}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#52606d;">${escapeHtml(emailTexts.expiry)}</p>
<p style="margin:0;font-size:14px;color:#52606d;">${escapeHtml(content.ignore)}</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#f4f5f7;font-size:12px;color:#7b8794;text-align:center;">${escapeHtml(emailTexts.footer(year))}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  const text = [
    emailTexts.greeting(content.name),
    '',
    content.intro,
    '',
    `${content.button}: ${content.link}`,
    '',
    emailTexts.expiry,
    content.ignore,
    '',
    emailTexts.footer(year),
  ].join('\n');
  return { subject: content.subject, html, text };
}
