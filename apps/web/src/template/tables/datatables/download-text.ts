/** Saves text as a file through a temporary link. */
export function downloadText(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the URL after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
