import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** AUTH_SECRET if given, otherwise one generated once and kept in the data folder. */
export function loadAuthSecret(
  configured: string | undefined,
  dataDir: string | undefined,
): string {
  if (configured) return configured;
  if (!dataDir) return randomBytes(32).toString("base64url");
  const file = path.join(dataDir, "auth-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
