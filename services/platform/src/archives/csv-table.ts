// CSV rows, streamed: csv-parse handles the BOM, CRLF or LF line ends, quoted fields with commas,
// quotes and line breaks in them. A file it cannot parse is 'file not in correct format'.
import { createReadStream } from 'node:fs';
import { pipeline, Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { textEncoding, type TextEncoding } from './file-kind.ts';
import type { TableLimits } from './limits.ts';
import { notInCorrectFormat } from './refusals.ts';
import { RowShaper, type TableRow } from './table-rows.ts';

export async function* readCsvRows(file: string, limits: TableLimits): AsyncGenerator<TableRow> {
  const parser = parse({
    bom: true,
    relax_column_count: true, // short rows are common (trailing empty cells dropped); RowShaper pads them
    skip_empty_lines: true,
    // A bound on one record's characters, so an unterminated quote cannot hold the rest of the file in memory.
    max_record_size: limits.maxCellChars * 2 + 1024,
  });
  // pipeline, not pipe: a decoding error must fail the parser (and so the iteration below).
  pipeline(Readable.from(decoded(file, await textEncoding(file))), parser, () => {});
  const shaper = new RowShaper(limits);
  let number = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      const row = shaper.take(cells, ++number);
      if (row) yield row;
    }
  } catch (error) {
    if (error instanceof CsvError) throw notInCorrectFormat(`CSV: ${error.message}`);
    if ((error as NodeJS.ErrnoException).code === 'ERR_ENCODING_INVALID_ENCODED_DATA')
      throw notInCorrectFormat('text that is not UTF-8 throughout');
    throw error;
  } finally {
    parser.destroy();
  }
}

/**
 * The file as text. UTF-8 is decoded strictly (a file that starts as UTF-8 and turns into something
 * else later is refused, not read with replacement characters); the BOM is dropped here.
 */
async function* decoded(file: string, encoding: TextEncoding): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding, { fatal: encoding === 'utf-8' });
  for await (const chunk of createReadStream(file)) yield decoder.decode(chunk as Buffer, { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}
