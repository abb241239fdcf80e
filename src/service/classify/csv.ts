/**
 * Parses CSV text (RFC 4180: comma-separated, fields optionally in double
 * quotes, `""` for a quote inside a quoted field, CRLF or LF line ends) into
 * rows of fields. Quoted fields may hold commas and line breaks. Blank lines
 * are skipped. Throws on a quote left open, so a truncated download fails
 * loudly instead of yielding a short database.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; // a byte-order mark is not part of the first column's name
  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    field = '';
  };
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') (field += '"'), i++;
      else quoted = false;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') row.push(field), (field = '');
    else if (c === '\n') endRow();
    else if (c !== '\r') field += c;
  }
  if (quoted) throw new Error('CSV: a quoted field is not closed');
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** One CSV field, quoted only when it must be (comma, quote or line break). */
export const csvField = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
