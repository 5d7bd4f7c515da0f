import type { ArticleMeta } from "@/features/blog/components/blog-article";
import { BlogArticle } from "@/features/blog/components/blog-article";
import { CodeBlock } from "@/features/blog/components/code-block";
import { objectCreateCode, constructorCode, classCode } from "./code";

export const prototypalInheritanceMeta: ArticleMeta = {
  id: "prototypal-inheritance",
  title: "How does prototypal inheritance work in JavaScript?",
};

export function PrototypalInheritanceArticle() {
  return (
    <BlogArticle meta={prototypalInheritanceMeta}>
      <p>
        JavaScript objects do not copy behaviour from classes. Instead, every object has a hidden
        link, called its prototype (the internal <code>[[Prototype]]</code> slot), to another object
        or to <code>null</code>. When you read a property, the engine looks on the object itself
        first and then follows that link, and the next one, until it finds the property or reaches{" "}
        <code>null</code>. This series of links is the prototype chain, and sharing behaviour
        through it is prototypal inheritance.
      </p>

      <h3>The prototype chain with Object.create</h3>
      <p>
        <code>Object.create(proto)</code> makes a new, empty object whose prototype is{" "}
        <code>proto</code>. Methods defined once on the prototype are shared by every object that
        links to it, which saves memory. Inside an inherited method, <code>this</code> still refers
        to the object the method was called on, so shared methods work with each object&apos;s own
        data. You can inspect the link with <code>Object.getPrototypeOf</code> and change it with{" "}
        <code>Object.setPrototypeOf</code>, although changing the prototype of an existing object is
        slow in modern engines and best avoided.
      </p>
      <CodeBlock code={objectCreateCode} />

      <h3>Constructor functions and the prototype property</h3>
      <p>
        Before classes, constructors were ordinary functions called with <code>new</code>. Every
        function has a <code>prototype</code> property, and <code>new</code> creates an object whose
        internal prototype is that property, runs the function with <code>this</code> bound to the
        new object and returns it. Do not confuse the two: <code>Phone.prototype</code> is the
        object instances will inherit from, while <code>__proto__</code> is an old getter and setter
        for an object&apos;s own internal link. It survives for web compatibility, but{" "}
        <code>Object.getPrototypeOf</code> is the standard way.
      </p>
      <CodeBlock code={constructorCode} />

      <h3>Classes are syntax over prototypes</h3>
      <p>
        The <code>class</code> keyword, added in ES2015, is mostly a cleaner way to write the same
        thing. Methods in a class body go on <code>ClassName.prototype</code>, and{" "}
        <code>extends</code> links the child&apos;s prototype object to the parent&apos;s, and the
        child constructor to the parent constructor so static methods are inherited too.{" "}
        <code>super</code> calls a method further up the chain. Classes do add real differences:
        their bodies run in strict mode, they throw if called without <code>new</code>, their
        methods are not enumerable, and they support private <code>#fields</code>.
      </p>
      <CodeBlock code={classCode} />

      <h3>Own properties, shadowing and checks</h3>
      <p>
        Reading walks the chain, but writing does not: assigning <code>handset.describe = …</code>{" "}
        creates an own property that shadows the inherited one and leaves the prototype untouched.
        Use <code>Object.hasOwn(obj, key)</code> to tell own properties from inherited ones, the{" "}
        <code>in</code> operator to check the whole chain, and <code>instanceof</code> to ask
        whether a constructor&apos;s <code>prototype</code> appears anywhere in an object&apos;s
        chain. For a plain dictionary with no inherited keys such as <code>toString</code>, create
        it with <code>Object.create(null)</code> or use a <code>Map</code>.
      </p>
      <p>
        In short: objects delegate to other objects. Understanding that one idea explains how
        methods are shared, how <code>class</code> and <code>extends</code> work under the hood, and
        why a property can appear on an object that never defined it.
      </p>
    </BlogArticle>
  );
}
