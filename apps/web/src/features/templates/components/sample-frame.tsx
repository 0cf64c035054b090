import { Box } from '@mantine/core';

interface SampleFrameProps {
  html: string;
  /** The frame's accessible name. */
  title: string;
  height?: number;
}

/**
 * Email HTML shown in a sandboxed frame: no scripts, no forms, no same-origin access, and a
 * content policy that loads nothing from the network. Fields without a value are highlighted.
 */
export function SampleFrame({ html, title, height = 320 }: SampleFrameProps) {
  return (
    <Box
      component="iframe"
      title={title}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={frameDocument(html)}
      w="100%"
      h={height}
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
        background: '#fff',
        display: 'block',
      }}
    />
  );
}

function frameDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
<style>
body { margin: 0; padding: 14px 16px; font: 14px/1.55 -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1f2328; background: #fff; overflow-wrap: anywhere; }
p { margin: 0 0 10px; } h2, h3 { margin: 12px 0 8px; } ul, ol { margin: 0 0 10px; padding-left: 22px; }
a { color: #3042c7; }
mark[data-missing-field] { background: #ffe066; color: #5c3c00; border-radius: 3px; padding: 0 3px; outline: 1px dashed #b08800; }
</style></head><body>${html}</body></html>`;
}
