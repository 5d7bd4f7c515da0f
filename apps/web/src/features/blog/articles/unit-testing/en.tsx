import type { ArticleMeta } from "@/features/blog/components/blog-article";
import { BlogArticle } from "@/features/blog/components/blog-article";
import { CodeBlock } from "@/features/blog/components/code-block";
import { functionTestCode, componentTestCode } from "./code";

export const unitTestingMeta: ArticleMeta = {
  id: "unit-testing",
  title: "What is a unit test, and why should we write unit tests?",
};

export function UnitTestingArticle() {
  return (
    <BlogArticle meta={unitTestingMeta}>
      <p>
        A unit test is a small, automated piece of code that checks one unit of your program in
        isolation and reports whether it behaves as expected. A unit is the smallest part worth
        testing on its own: usually a single function, sometimes a class, a custom hook or one UI
        component. Unit tests run in milliseconds, need no browser window, network or real database,
        and give the same result every time they run.
      </p>

      <h3>Anatomy of a unit test</h3>
      <p>
        Most unit tests follow three steps, often called arrange, act, assert. Arrange the inputs
        the unit needs, act by calling it, then assert that the result matches what you expect. A
        test runner such as Vitest or Jest finds the test files, runs them and prints which passed
        and which failed. Here is a test for a helper that works out how much cheaper a used phone
        is than a new one:
      </p>
      <CodeBlock code={functionTestCode} />
      <p>
        Each <code>it</code> block describes one behaviour in plain words, so a failing test
        explains itself. Note the second case: good tests cover edge cases and errors, not only the
        happy path.
      </p>

      <h3>Testing a component</h3>
      <p>
        Components can be unit tested too. Testing Library renders a component into a simulated DOM
        (jsdom) and lets the test find elements the way a person would, by role and visible text,
        instead of by class names or internal state. That keeps tests valid when the markup is
        refactored.
      </p>
      <CodeBlock code={componentTestCode} />

      <h3>Why write unit tests?</h3>
      <ul>
        <li>
          <strong>Catch bugs early.</strong> A mistake found seconds after you type it is far
          cheaper than one found by a customer.
        </li>
        <li>
          <strong>Refactor with confidence.</strong> If the tests still pass after you restructure
          code, behaviour has not changed.
        </li>
        <li>
          <strong>Prevent regressions.</strong> When a bug is fixed, a test that reproduces it keeps
          it from coming back.
        </li>
        <li>
          <strong>Document behaviour.</strong> Tests are examples of how a unit should be used that
          can never go out of date.
        </li>
        <li>
          <strong>Improve design.</strong> Code that is hard to test is often too tangled; writing
          tests pushes you towards small, pure functions with clear inputs and outputs.
        </li>
        <li>
          <strong>Automate checks.</strong> Continuous integration runs the whole suite on every
          pull request, so no one has to retest everything by hand.
        </li>
      </ul>

      <h3>What makes a good unit test</h3>
      <p>
        Good unit tests are fast, independent of each other, repeatable and self-checking. They test
        behaviour through the public interface rather than implementation details, and they replace
        slow or unpredictable dependencies, such as the clock or the network, with fakes only where
        needed. Unit tests are the base of a wider strategy: integration tests check that parts work
        together, and a few end-to-end tests drive the real app in a browser. No suite proves a
        program has no bugs, and high coverage alone is not the goal, but a well-chosen set of unit
        tests makes change safe and cheap.
      </p>
    </BlogArticle>
  );
}
