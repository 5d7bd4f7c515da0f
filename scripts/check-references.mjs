// Fails, listing file:line, where a tracked file still cites a document outside the repository
// (the original product documents, or numbered issues and findings nobody here can open).
// Point at docs/design.md or docs/decisions/NNN-*.md instead. Run by the lint step of
// scripts/test.mjs.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const self = "scripts/check-references.mjs";

// Built from parts so this file does not list itself.
const outside = [
  [["(?<!docs/)\\b", "DESIGN\\.md"], ""],
  [["STACK", "-NOTES"], ""],
  [["\\bSTYLE", "\\.md"], ""],
  [["(?<![\\w./-])spec", "\\.md"], "i"],
  [["spec ", "§"], "i"],
  [["\\bthe ", "spec\\b"], "i"],
  [["(^|[\\s(])", "§\\s?\\d"], ""],
  [["\\bissues? ", "#?\\d"], "i"],
  [["\\bfindings? ", "#?\\d"], "i"],
].map(([parts, flags]) => new RegExp(parts.join(""), flags));

const skipped = /(^|\/)(node_modules|dist|\.git)\/|(^|\/)package-lock\.json$/;
const binary = /\.(png|jpe?g|webp|avif|gif|ico|woff2?|ttf|pdf|zip|gz)$/i;

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => file !== "" && file !== self && !skipped.test(file) && !binary.test(file))
  .filter((file) => fs.existsSync(path.join(root, file)));

const hits = [];
for (const file of files) {
  const lines = fs.readFileSync(path.join(root, file), "utf8").split("\n");
  lines.forEach((line, index) => {
    if (outside.some((pattern) => pattern.test(line))) {
      hits.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
    }
  });
}

if (hits.length > 0) {
  console.error(hits.join("\n"));
  console.error(
    `\n${hits.length} lines cite a document outside the repository: say it in your own words,` +
      " or point at docs/design.md or docs/decisions/.",
  );
  process.exit(1);
}
console.log("No file cites a document outside the repository.");
