// The demo: accounts and listings seeded into a new, empty database, through the same services
// as the site. It has no routes or hooks, so no Fastify plugin: main.ts seeds once the app is
// built, before it listens, and shows the accounts once it listens.

export { announceDemoAccounts, seedDemo } from "./demo.seed";
