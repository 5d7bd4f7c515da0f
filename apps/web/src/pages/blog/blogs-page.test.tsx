import { render, screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { loadArticles } from "@/features/blog/articles/load-articles";
import BlogsPage from "./blogs-page";

/** The page suspends until the articles of the reader's language have loaded. */
async function renderBlogs() {
  const view = render(
    <Suspense fallback={<p>Loading</p>}>
      <BlogsPage />
    </Suspense>,
  );
  await screen.findByRole("heading", { level: 1 });
  return view;
}

const questions = [
  "What are the different ways to manage state in a React application?",
  "How does prototypal inheritance work in JavaScript?",
  "What is a unit test, and why should we write unit tests?",
  "React vs Angular vs Vue: how do they compare?",
];

describe("BlogsPage", () => {
  beforeAll(() => loadArticles("en"));

  it("shows the Blogs title", async () => {
    await renderBlogs();
    expect(screen.getByRole("heading", { level: 1, name: "Blogs" })).toBeDefined();
  });

  it("shows four articles, each named by its question", async () => {
    await renderBlogs();
    const headings = screen.getAllByRole("heading", { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(questions);
    const articles = screen.getAllByRole("article");
    expect(articles).toHaveLength(4);
    for (const question of questions) {
      const article = screen.getByRole("article", { name: question });
      expect(within(article).getAllByRole("heading", { level: 3 }).length).toBeGreaterThan(1);
    }
  });

  it("links the table of contents to each article", async () => {
    await renderBlogs();
    const nav = screen.getByRole("navigation", { name: "Articles on this page" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(questions);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute("href")?.slice(1) ?? "");
      expect(target?.tagName).toBe("ARTICLE");
    }
  });

  it("includes code samples", async () => {
    const { container } = await renderBlogs();
    const samples = container.querySelectorAll("pre > code");
    expect(samples.length).toBeGreaterThan(0);
    expect(samples[0]?.textContent).toContain("useState");
  });
});
