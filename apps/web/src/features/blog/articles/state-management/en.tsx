import type { ArticleMeta } from "@/features/blog/components/blog-article";
import { BlogArticle } from "@/features/blog/components/blog-article";
import { CodeBlock } from "@/features/blog/components/code-block";
import { localStateCode, contextCode, queryCode } from "./code";

export const stateManagementMeta: ArticleMeta = {
  id: "state-management",
  title: "What are the different ways to manage state in a React application?",
};

export function StateManagementArticle() {
  return (
    <BlogArticle meta={stateManagementMeta}>
      <p>
        State is any data that changes over time and should change what the user sees: the text in a
        search box, the phone a buyer is booking, the list of adverts fetched from the server. React
        gives you several tools for it, and most apps use more than one. The skill is in putting
        each piece of state in the smallest place that works.
      </p>

      <h3>Local state: useState and useReducer</h3>
      <p>
        Most state belongs to one component. <code>useState</code> returns the current value and a
        setter; calling the setter schedules a re-render with the new value. When the next value
        depends on the previous one, pass an updater function. When several values change together
        or the update rules grow, <code>useReducer</code> moves the logic into a pure reducer
        function that takes the current state and an action and returns the next state. Reducers are
        easy to unit test because they are plain functions.
      </p>
      <CodeBlock code={localStateCode} />

      <h3>Derived state and lifting state up</h3>
      <p>
        Do not store what you can compute. A filtered list or a total price should be calculated
        during render from the state you already have, not copied into another <code>useState</code>{" "}
        that can fall out of sync. When two siblings need the same value, lift the state to their
        closest common parent and pass it down as props, together with callbacks to change it.
      </p>

      <h3>Sharing state with context</h3>
      <p>
        Passing props through many layers (prop drilling) gets tiresome. Context lets a provider
        make a value available to any component below it. It suits values that change rarely, such
        as the signed-in user, the theme or the language. Every consumer re-renders when the value
        changes, so context is a delivery mechanism rather than a store for fast-changing data.
      </p>
      <CodeBlock code={contextCode} />

      <h3>Server state: TanStack Query and actions</h3>
      <p>
        Data that lives on a server is really a cache: it can go stale, several screens may need it,
        and it must be refetched after a change. Libraries such as TanStack Query handle caching,
        deduplication, background refetching and invalidation by query key, so components simply ask
        for data. For submitting data, React 19 adds actions with <code>useActionState</code> for
        pending and error state and <code>useOptimistic</code> for instant feedback.
      </p>
      <CodeBlock code={queryCode} />

      <h3>URL, forms and global stores</h3>
      <ul>
        <li>
          <strong>URL state:</strong> filters, page numbers and tabs belong in the address (for
          example with React Router&apos;s <code>useSearchParams</code>) so links can be shared and
          the back button works.
        </li>
        <li>
          <strong>Form state:</strong> React Hook Form keeps inputs uncontrolled and validates with
          a schema, avoiding a re-render on every keystroke.
        </li>
        <li>
          <strong>Global client state:</strong> when many distant components update the same data, a
          store such as Zustand, Redux Toolkit or Jotai offers selective subscriptions; React
          connects to them through <code>useSyncExternalStore</code>.
        </li>
      </ul>

      <h3>How to choose</h3>
      <p>
        Start local, lift only when needed, keep server data in a query cache, and put shareable
        view state in the URL. Reach for context or a global store only when those are not enough.
        Keeping state close to where it is used makes components easier to read, test and reuse.
      </p>
    </BlogArticle>
  );
}
