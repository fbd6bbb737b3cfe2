import type { Key, ReactNode } from 'react';

/** One column of a back-office table: its header and what a row shows in it. */
export interface OpsColumn<Row> {
  /** The column's header; read by screen readers only when `hiddenHeader` (e.g. "Actions"). */
  header: string;
  hiddenHeader?: boolean;
  /** The column that names its row (a `th` of the row, e.g. a category's name). */
  rowHeader?: boolean;
  cell: (row: Row) => ReactNode;
  className?: string;
}

interface OpsTableProps<Row> {
  /** The table's caption (its accessible name), for screen readers only unless `showCaption`. */
  caption: string;
  showCaption?: boolean;
  columns: ReadonlyArray<OpsColumn<Row>>;
  rows: readonly Row[];
  /** A row's key; the index only where rows have no id (a history, newest first). */
  rowKey: (row: Row, index: number) => Key;
}

/**
 * The back office's table: a caption, a header row, a row per thing. Below 600 px each row is a
 * card (ops.css): the cells stack, each under its column's header (`data-label`), so a phone
 * never scrolls sideways; it stays a table for screen readers.
 */
export function OpsTable<Row>({ caption, showCaption, columns, rows, rowKey }: OpsTableProps<Row>) {
  return (
    <div className="ops-table-wrap">
      <table className="ops-table">
        <caption className={showCaption ? undefined : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.hiddenHeader ? (
                  <span className="visually-hidden">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th
                    key={column.header}
                    scope="row"
                    className={column.className}
                    data-label={column.hiddenHeader ? undefined : column.header}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.header}
                    className={column.className}
                    data-label={column.hiddenHeader ? undefined : column.header}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
