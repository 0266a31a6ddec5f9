/** The entities the Markdown renderer writes (and escapeHtml), back to characters: for tests that read built pages as text. */
export const decodeEntities = (html: string) =>
  html
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
