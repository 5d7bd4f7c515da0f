import type { ReactNode } from "react";

export type TableColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Shown as the card's title, without a label, in the narrow layout. */
  isCardTitle?: boolean;
  className?: string;
};

/**
 * A real <table> from 640 px up; below that each row becomes a card of labelled values
 * (docs/design.md). The layout that does not fit is display:none, so assistive technology
 * meets only one of them.
 */
export function ResponsiveTable<Row>(props: {
  caption: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
}) {
  const titleColumns = props.columns.filter((column) => column.isCardTitle);
  const valueColumns = props.columns.filter((column) => !column.isCardTitle);
  return (
    <>
      <div className="hidden overflow-x-auto rounded-box border border-base-300 bg-base-100 sm:block">
        <table className="table">
          <caption className="sr-only">{props.caption}</caption>
          <thead>
            <tr className="bg-base-200">
              {props.columns.map((column) => (
                <th key={column.header} scope="col" className="text-sm text-base-content">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={props.rowKey(row)}>
                {props.columns.map((column) => (
                  <td key={column.header} className={column.className}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 sm:hidden" aria-label={props.caption}>
        {props.rows.map((row) => (
          <li key={props.rowKey(row)} className="card border border-base-300 bg-base-100 shadow-sm">
            <div className="card-body gap-3 p-4">
              {titleColumns.map((column) => (
                <div key={column.header}>{column.cell(row)}</div>
              ))}
              <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2">
                {valueColumns.map((column) => (
                  <div key={column.header} className="contents">
                    <dt className="text-sm font-medium text-base-content/80">{column.header}</dt>
                    <dd>{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
