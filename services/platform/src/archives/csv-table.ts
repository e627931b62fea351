// CSV rows, streamed: csv-parse handles the BOM, CRLF or LF line ends, quoted fields with commas,
// quotes and line breaks in them. A file it cannot parse is 'file not in correct format'.
import { createReadStream } from 'node:fs';
import { CsvError, parse } from 'csv-parse';
import type { TableLimits } from './limits.ts';
import { notInCorrectFormat } from './refusals.ts';
import { RowShaper, type TableRow } from './table-rows.ts';

export async function* readCsvRows(file: string, limits: TableLimits): AsyncGenerator<TableRow> {
  const parser = createReadStream(file).pipe(
    parse({
      bom: true,
      relax_column_count: true, // short rows are common (trailing empty cells dropped); RowShaper pads them
      skip_empty_lines: true,
      // A bound on one record's characters, so an unterminated quote cannot hold the rest of the file in memory.
      max_record_size: limits.maxCellChars * 2 + 1024,
    }),
  );
  const shaper = new RowShaper(limits);
  let number = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      const row = shaper.take(cells, ++number);
      if (row) yield row;
    }
  } catch (error) {
    if (error instanceof CsvError) throw notInCorrectFormat(`CSV: ${error.message}`);
    throw error;
  } finally {
    parser.destroy();
  }
}
