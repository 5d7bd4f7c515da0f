/** English texts of the blog. Keys are "blog.<what>"; bn/blog.ts must have the same keys. */
export default {
  "blog.title": "Blogs",
  "blog.intro": "Short answers to questions web developers ask most often.",
  "blog.toc.label": "Articles on this page",
  "blog.toc.title": "On this page",
} satisfies Record<`blog.${string}`, string>;
