import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";

/**
 * The end-to-end tests' mail server: a real SMTP server (the `smtp-server` package) on a free
 * loopback port that keeps each message it accepts, as sent, in `folder` (tests/mailbox.ts
 * reads it). The app under test sends to it through SMTP_URL.
 */
export async function startMailbox(folder: string) {
  fs.mkdirSync(folder, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received += 1;
        const name = `${String(received).padStart(5, "0")}.eml`;
        // Written whole, then renamed: a reader never sees half a message.
        fs.writeFileSync(path.join(folder, `${name}.partial`), Buffer.concat(chunks));
        fs.renameSync(path.join(folder, `${name}.partial`), path.join(folder, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
