import { ComparisonTable, type ComparisonRow } from "./table";

const rows: ReadonlyArray<ComparisonRow> = [
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
  ["Routing, forms, HTTP", "Community libraries", "Built in", "Official router; Pinia for stores"],
  ["Server rendering", "Next.js, React Router framework mode", "Angular SSR (built in)", "Nuxt"],
  ["Learning curve", "Moderate", "Steepest", "Gentlest"],
  ["Mobile", "React Native", "Ionic, NativeScript", "Ionic, NativeScript"],
];

export function FrameworkComparisonTable() {
  return (
    <ComparisonTable caption="React, Angular and Vue compared" aspectHeading="Aspect" rows={rows} />
  );
}
