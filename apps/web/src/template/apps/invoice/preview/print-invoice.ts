/**
 * Prints the invoice. "Download PDF" uses the same call: without a PDF library in the app, the browser's
 * print dialog (destination "Save as PDF") writes the file, and the temporary document title becomes its
 * suggested file name.
 */
export function printInvoice(invoiceId: number) {
  const previousTitle = document.title;
  document.title = `Invoice-${invoiceId}`;
  window.print();
  document.title = previousTitle;
}
