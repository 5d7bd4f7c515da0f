/** English texts of the blog area. Keys are "blog.<what>"; bn/blog.ts must have the same keys. */
export default {} satisfies Record<`blog.${string}`, string>;
