import type { ArticleMeta } from "@/features/blog/components/blog-article";
import { BlogArticle } from "@/features/blog/components/blog-article";
import { CodeBlock } from "@/features/blog/components/code-block";
import { countersCode } from "./code";
import { FrameworkComparisonTable } from "./table-en";

export const frameworkComparisonMeta: ArticleMeta = {
  id: "react-angular-vue",
  title: "React vs Angular vs Vue: how do they compare?",
};

export function FrameworkComparisonArticle() {
  return (
    <BlogArticle meta={frameworkComparisonMeta}>
      <p>
        React, Angular and Vue are the three most widely used tools for building interactive web
        interfaces. All three build the page from reusable components, update the screen when data
        changes and have mature tooling and large communities. They differ in how much they decide
        for you, how they track changes and how they describe markup.
      </p>

      <h3>React</h3>
      <p>
        React is a library focused on the view layer. Components are JavaScript functions that
        return JSX, and hooks such as <code>useState</code> and <code>useEffect</code> add state and
        side effects. Data flows one way, from parent to child. React 19 added actions for form
        submissions, the <code>use</code> API and stable Server Components, and the React Compiler
        now memoises components automatically, so manual <code>useMemo</code> is rarely needed.
        Routing, data fetching and forms come from the ecosystem (React Router, TanStack Query,
        React Hook Form) or from a framework such as Next.js. This gives freedom, and also more
        decisions to make.
      </p>

      <h3>Angular</h3>
      <p>
        Angular is a complete, opinionated framework written in TypeScript. It ships with a router,
        forms, an HTTP client, dependency injection, testing tools and a CLI, so every Angular
        project looks alike, which helps large teams. Modern Angular uses standalone components
        instead of NgModules, built-in control flow (<code>@if</code>, <code>@for</code>) in
        templates, and signals (<code>signal</code>, <code>computed</code>, <code>effect</code>) for
        fine-grained reactivity. Zoneless change detection, driven by signals instead of zone.js, is
        now the default for new projects. RxJS remains available for complex async streams.
      </p>

      <h3>Vue</h3>
      <p>
        Vue calls itself a progressive framework: you can drop it into one page or build a whole app
        with it. Single-file components keep an HTML-like template, script and scoped styles
        together. Vue 3&apos;s Composition API, usually written with{" "}
        <code>&lt;script setup&gt;</code>, uses <code>ref</code>, <code>reactive</code> and{" "}
        <code>computed</code>, which are backed by JavaScript proxies, so Vue tracks exactly which
        components depend on which data. The official Vue Router and the Pinia store cover most
        needs, and Nuxt adds server rendering.
      </p>

      <h3>The same counter in each</h3>
      <CodeBlock code={countersCode} />

      <h3>Side by side</h3>
      <FrameworkComparisonTable />

      <h3>Which should you choose?</h3>
      <p>
        There is no universal winner; each is fast enough for almost any app. Choose React for the
        largest ecosystem and job market, or if you also want React Native for mobile. Choose
        Angular for large enterprise teams that value strong conventions and everything built in.
        Choose Vue for a gentle learning curve and approachable templates, or to enhance an existing
        server-rendered site. In practice, your team&apos;s experience matters more than benchmarks.
        BecheDaw itself is built with React 19, TypeScript and TanStack Query.
      </p>
    </BlogArticle>
  );
}
