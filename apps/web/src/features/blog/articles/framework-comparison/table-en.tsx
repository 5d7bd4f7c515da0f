const rows: ReadonlyArray<readonly [aspect: string, react: string, angular: string, vue: string]> =
  [
    ["Kind", "UI library", "Full framework", "Progressive framework"],
    ["Backed by", "Meta and the community", "Google", "Independent team led by Evan You"],
    [
      "Templates",
      "JSX (markup in JavaScript)",
      "HTML templates with @if and @for",
      "HTML templates in single-file components",
    ],
    [
      "Reactivity",
      "Re-render on state change; React Compiler memoises",
      "Signals: signal, computed, effect",
      "Proxies: ref, reactive, computed",
    ],
    ["Language", "JavaScript or TypeScript", "TypeScript first", "JavaScript or TypeScript"],
    [
      "Routing, forms, HTTP",
      "Community libraries",
      "Built in",
      "Official router; Pinia for stores",
    ],
    ["Server rendering", "Next.js, React Router framework mode", "Angular SSR (built in)", "Nuxt"],
    ["Learning curve", "Moderate", "Steepest", "Gentlest"],
    ["Mobile", "React Native", "Ionic, NativeScript", "Ionic, NativeScript"],
  ];

export function FrameworkComparisonTable() {
  return (
    <div tabIndex={0} className="overflow-x-auto rounded-box border border-base-300">
      <table className="table table-zebra table-sm">
        <caption className="sr-only">React, Angular and Vue compared</caption>
        <thead className="text-base-content">
          <tr>
            <th scope="col">Aspect</th>
            <th scope="col">React</th>
            <th scope="col">Angular</th>
            <th scope="col">Vue</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([aspect, react, angular, vue]) => (
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
