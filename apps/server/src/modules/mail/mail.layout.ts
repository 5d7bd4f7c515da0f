/** A rendered email, in its recipient's language. */
export type Email = { to: string; subject: string; text: string; html: string };

export type MailLanguage = "en" | "bn";

/** What every email says, in its recipient's language; the HTML and plain text are made from it. */
export type EmailContent = {
  subject: string;
  /** The first line: "Hello Rahim," */
  greeting: string;
  paragraphs: string[];
  /** A button in HTML, the label and address on their own lines in plain text. */
  action?: { label: string; url: string } | undefined;
  /** Said after the button, smaller: why they got it, or what to do if it was not them. */
  note?: string | undefined;
};

const FOOTER: Record<MailLanguage, string> = {
  en: "BecheDaw, the used-phone marketplace of Bangladesh",
  bn: "BecheDaw, বাংলাদেশের পুরোনো ফোনের বাজার",
};

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * One email as plain text and as simple HTML (inline styles: mail programs drop style sheets).
 * Every value is escaped; nothing a user typed can become markup.
 */
export function renderEmail(to: string, language: MailLanguage, content: EmailContent): Email {
  const { subject, greeting, paragraphs, action, note } = content;
  const text = [
    greeting,
    ...paragraphs,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...(note ? [note] : []),
    `-- \n${FOOTER[language]}`,
  ].join("\n\n");

  const paragraph = (value: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(value)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#fd8f5f;color:#2b1306;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;font-weight:bold">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all">${escapeHtml(action.url)}</p>`
    : "";
  const small = note
    ? `<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(note)}</p>`
    : "";
  const html =
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,'Noto Sans Bengali',sans-serif;color:#18181b">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">` +
    paragraph(greeting) +
    paragraphs.map(paragraph).join("") +
    button +
    small +
    `<p style="margin:24px 0 0;font-size:12px;color:#71717a">${escapeHtml(FOOTER[language])}</p>` +
    `</div></body></html>`;
  return { to, subject, text, html };
}
