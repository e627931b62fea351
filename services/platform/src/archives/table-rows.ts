// Turning rows of cells into records keyed by the header row, under the table limits. Shared by the
// CSV and the workbook reader so both refuse the same things the same way.
import type { TableLimits } from './limits.ts';
import { notInCorrectFormat, TableRefused } from './refusals.ts';

export interface TableRow {
  /** 1-based row number in the file, the header being row 1 (what a person sees in Excel). */
  number: number;
  /** Every header column, '' where the row has no value. */
  values: Record<string, string>;
}

export class RowShaper {
  private header: string[] | undefined;
  private rows = 0;
  private readonly limits: TableLimits;

  constructor(limits: TableLimits) {
    this.limits = limits;
  }

  /** The header's cells once the first row was seen. */
  get columns(): string[] {
    return this.header ?? [];
  }

  /** Takes one row of cells; returns a record, or undefined for the header row and blank rows. */
  take(cells: string[], number: number): TableRow | undefined {
    if (cells.length > this.limits.maxColumns) {
      throw new TableRefused(
        'too-many-columns',
        `Row ${number} has ${cells.length} columns; at most ${this.limits.maxColumns} are taken.`,
      );
    }
    for (const cell of cells) {
      if (cell.length > this.limits.maxCellChars) {
        throw new TableRefused(
          'cell-too-long',
          `Row ${number} has a cell longer than ${this.limits.maxCellChars} characters.`,
        );
      }
    }
    if (!this.header) {
      this.header = readHeader(cells);
      return undefined;
    }
    if (cells.every((cell) => cell.trim() === '')) return undefined;
    if (cells.slice(this.header.length).some((cell) => cell.trim() !== '')) {
      throw notInCorrectFormat(`row ${number} has values past the header's ${this.header.length} columns`);
    }
    if (++this.rows > this.limits.maxRows) {
      throw new TableRefused('too-many-rows', `The file has more than ${this.limits.maxRows} rows.`);
    }
    const values: Record<string, string> = Object.create(null) as Record<string, string>;
    this.header.forEach((name, i) => {
      values[name] = cells[i] ?? '';
    });
    return { number, values };
  }
}

function readHeader(cells: string[]): string[] {
  const names = cells.map((cell) => cell.trim());
  while (names.length > 0 && names[names.length - 1] === '') names.pop();
  if (names.length === 0) throw new TableRefused('no-header', 'The file has no header row.');
  const seen = new Set<string>();
  names.forEach((name, i) => {
    if (name === '') throw new TableRefused('no-header', `The header row has an empty name in column ${i + 1}.`);
    if (seen.has(name)) throw new TableRefused('no-header', `The header row names "${name}" twice.`);
    seen.add(name);
  });
  return names;
}
