/**
 * Prints one element on its own (the browser's dialog also saves it as a PDF): a fresh window
 * holds a copy of its markup with a plain print stylesheet.
 */
export function printElement(element: HTMLElement, title: string): boolean {
  const win = window.open('', '_blank', 'width=900,height=1000');
  if (!win) return false;
  const doc = win.document;
  doc.title = title;
  const style = doc.createElement('style');
  style.textContent = `
    body { font-family: system-ui, sans-serif; color: #111; margin: 24px; }
    table { width: 100%; border-collapse: collapse; }
    th, td { border: 1px solid #999; padding: 6px 8px; text-align: left; vertical-align: top; }
    img { max-width: 320px; }
    button, [data-print-hide] { display: none !important; }
    .print-line { border-bottom: 1px solid #333; min-height: 28px; }
  `;
  doc.head.appendChild(style);
  doc.body.innerHTML = element.innerHTML;
  win.focus();
  win.print();
  return true;
}
