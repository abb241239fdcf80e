/**
 * A markdown table: `header` is a list of column titles, `rows` lists of cells (strings or numbers).
 * @param {readonly string[]} header
 * @param {readonly (readonly (string | number)[])[]} rows
 */
export function markdownTable(header, rows) {
  const line = (/** @type {readonly (string | number)[]} */ cells) =>
    `| ${cells.map((c) => String(c).replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}
