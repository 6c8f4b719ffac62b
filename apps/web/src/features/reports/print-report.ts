import { REPORTS, reportCells, type ReportId } from '@app/domain';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The printable page of a report: its title, the generation date and the table (text only, escaped). */
export function printableReportHtml(
  report: ReportId,
  rows: ReadonlyArray<Record<string, unknown>>,
  generatedAt: Date,
): string {
  const { title, columns } = REPORTS[report];
  const generated = generatedAt.toLocaleString('en-US', {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const head = columns.map((c) => `<th>${escape(c.label)}</th>`).join('');
  const body = rows
    .map(
      (r) =>
        `<tr>${reportCells(report, r)
          .map((cell) => `<td>${escape(cell)}</td>`)
          .join('')}</tr>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escape(title)}</title><style>
body{font-family:system-ui,sans-serif;margin:24px;color:#111}h1{font-size:20px;margin:0 0 4px}p{margin:0 0 16px;color:#555;font-size:12px}
table{border-collapse:collapse;width:100%;font-size:12px}th,td{border:1px solid #ccc;padding:4px 6px;text-align:left}th{background:#f3f3f3}
</style></head><body><h1>${escape(title)}</h1><p>Generated ${escape(generated)}</p><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></body></html>`;
}

/**
 * Opens the window for the printable copy. Called in the click itself, before any await: a pop-up
 * blocker lets a window opened later (after the report's rows are fetched) be blocked.
 */
export function openPrintWindow(): Window | null {
  const win = window.open('', '_blank');
  win?.document.write(
    '<!doctype html><title>Preparing the report</title><p style="font-family:system-ui,sans-serif">Preparing the report...</p>',
  );
  return win;
}

/** Writes the printable copy into the window and starts printing. */
export function printInWindow(win: Window, html: string): void {
  win.document.open();
  win.document.write(html);
  win.document.close();
  win.focus();
  win.print();
}
