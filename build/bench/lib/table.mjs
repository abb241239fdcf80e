/** A markdown table: `header` is a list of column titles, `rows` lists of cells (strings or numbers). */
export function markdownTable(header, rows) {
  const line = (cells) => `| ${cells.map((c) => String(c).replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}
