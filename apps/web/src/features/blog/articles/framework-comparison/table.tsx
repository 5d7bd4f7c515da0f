export type ComparisonRow = readonly [aspect: string, react: string, angular: string, vue: string];

/** React, Angular and Vue side by side, one row per aspect; the texts come in the reader's language. */
export function ComparisonTable(props: {
  caption: string;
  aspectHeading: string;
  rows: ReadonlyArray<ComparisonRow>;
}) {
  return (
    <div tabIndex={0} className="overflow-x-auto rounded-box border border-base-300">
      <table className="table table-zebra table-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="text-base-content">
          <tr>
            <th scope="col">{props.aspectHeading}</th>
            <th scope="col">React</th>
            <th scope="col">Angular</th>
            <th scope="col">Vue</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map(([aspect, react, angular, vue]) => (
            <tr key={aspect}>
              <th scope="row">{aspect}</th>
              <td>{react}</td>
              <td>{angular}</td>
              <td>{vue}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
