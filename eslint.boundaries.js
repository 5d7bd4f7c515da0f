// Module boundaries, enforced by lint (docs/decisions/007-module-boundaries.md).
// Web: features never import each other; pages compose features; components/ and lib/ import no
// feature. Server: layers point one way (config/app-error ← db ← plugins ← modules ← app), and a
// module reaches an earlier module only through its `index.ts` (catalogue and
// moderation also read their tables), never a later one, so no two folders can import each other.
import fs from "node:fs";
import path from "node:path";

const root = import.meta.dirname;
const web = "apps/web/src";
const server = "apps/server/src";

/** Server modules in layer order: each may use the services of those before it. */
export const MODULE_ORDER = [
  "health",
  "limits",
  "mail",
  "auth",
  "notifications",
  "images",
  "verification",
  "listings",
  "catalogue",
  "favourites",
  "saved-searches",
  "deals",
  "moderation",
  "users",
  "contact",
  "demo",
];

/**
 * Modules that may also read the tables of the modules before them: the catalogue is the
 * buyers' view of listings (search, lists, a phone's page, sitemap), and moderation the admins'
 * view of listings and deals (queues, reports, hiding), both written over those modules' tables;
 * favourites are a buyer's saved phones, listed and checked like the catalogue's; saved searches
 * test each new listing against every saved search in one query over the listing table.
 */
const READS_EARLIER_TABLES = ["catalogue", "favourites", "moderation", "saved-searches"];

const folders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webZones = [
  ...folders(`${web}/features`).map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: "A feature never imports another feature: compose them in a page (src/pages).",
  })),
  {
    target: [`${web}/features`, `${web}/components`, `${web}/lib`],
    from: [`${web}/pages`, `${web}/app`],
    message: "Imports flow shared → features → pages → app.",
  },
  {
    target: [`${web}/components`, `${web}/lib`],
    from: `${web}/features`,
    message: "Shared code (components/, lib/) never imports a feature.",
  },
  { target: `${web}/pages`, from: `${web}/app`, message: "Pages never import the app shell." },
];

function moduleZones() {
  const modules = folders(`${server}/modules`);
  const unordered = modules.filter((name) => !MODULE_ORDER.includes(name));
  if (unordered.length > 0) {
    throw new Error(`Add ${unordered.join(", ")} to MODULE_ORDER in eslint.boundaries.js`);
  }
  const dir = (name) => `${root}/${server}/modules/${name}`;
  return modules.flatMap((name) =>
    modules
      .filter((other) => other !== name)
      .flatMap((other) => {
        if (MODULE_ORDER.indexOf(other) > MODULE_ORDER.indexOf(name)) {
          return [
            {
              target: `${server}/modules/${name}`,
              from: `${server}/modules/${other}`,
              message: `modules/${other} comes after modules/${name} in MODULE_ORDER (eslint.boundaries.js): no cycles.`,
            },
          ];
        }
        return [
          {
            target: `${dir(name)}/!(*.tables).ts`,
            from: `${dir(other)}/**`,
            except: READS_EARLIER_TABLES.includes(name)
              ? [`${dir(other)}/{index,*.tables}.ts`]
              : [`${dir(other)}/index.@(ts)`],
            message: READS_EARLIER_TABLES.includes(name)
              ? `modules/${name} may use modules/${other} only through its index.ts or *.tables.ts.`
              : `modules/${name} may use modules/${other} only through its index.ts.`,
          },
          {
            // Foreign keys: a table may reference an earlier module's table, and nothing else.
            target: `${dir(name)}/*.tables.ts`,
            from: `${dir(other)}/**`,
            except: [`${dir(other)}/*.tables.ts`],
            message: `A table may reference only modules/${other}'s tables.`,
          },
        ];
      }),
  );
}

const serverRoot = ["app.ts", "main.ts"].map((file) => `${server}/${file}`);
const serverZones = [
  ...moduleZones(),
  {
    target: `${server}/modules`,
    from: serverRoot,
    message: "Only the app (app.ts, main.ts) assembles modules.",
  },
  {
    target: `${server}/plugins`,
    from: [`${server}/modules`, ...serverRoot],
    message: "Plugins are cross-cutting: they never import a module.",
  },
  {
    target: `${server}/db`,
    from: [`${server}/modules`, `${server}/plugins`, ...serverRoot],
    message: "The database layer knows no module or plugin.",
  },
  {
    target: ["config.ts", "app-error.ts"].map((file) => `${server}/${file}`),
    from: [`${server}/db`, `${server}/modules`, `${server}/plugins`, ...serverRoot],
    message: "config.ts and app-error.ts are leaves.",
  },
];

export const boundaryZones = { web: webZones, server: serverZones };
