import { Typography } from '@mantine/core';

/** The mock layer's own demo HTML (answers, blog posts), styled as prose. */
export function HtmlContent({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed demo text from the mock layer, never a visitor's input
  return <Typography fz="sm" dangerouslySetInnerHTML={{ __html: html }} />;
}
