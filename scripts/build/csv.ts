/**
 * RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF) into records keyed by the header,
 * for the data pack's survey files. A row whose field count differs from the header's is an
 * error naming its line: the pack promises every row has the header's count. The reader
 * (source-files.ts) names the file.
 */
export function parseCsv(source: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (quoted) throw new Error('a quoted field is not closed');
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  const [header, ...records] = rows;
  if (!header) throw new Error('empty');
  return records.map((cells, index) => {
    if (cells.length !== header.length) throw new Error(`line ${index + 2} has ${cells.length} fields, the header ${header.length}`);
    return Object.fromEntries(header.map((name, column) => [name, cells[column]!]));
  });
}
