import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type TestSmtpServer = {
  /** The SMTP_URL that reaches it. */
  url: string;
  /** Every message it accepted, parsed, in order. */
  messages: ParsedMail[];
  /** Resolves when a whole message has first arrived (the stalled server then never answers). */
  dataStarted: Promise<void>;
  /** The first accepted message that `match` picks, waiting for it up to `timeoutMs`. */
  waitFor: (match: (mail: ParsedMail) => boolean, timeoutMs?: number) => Promise<ParsedMail>;
  close: () => Promise<void>;
};

/**
 * A real SMTP server on a free loopback port (the `smtp-server` package), for tests that follow
 * an email from the outbox to a mailbox. `stall` accepts connections but never accepts a message;
 * `refuseRecipients` answers every recipient with a permanent 550.
 */
export async function startTestSmtpServer(
  options: { stall?: boolean; refuseRecipients?: boolean } = {},
): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  let onDataStarted = () => {};
  const dataStarted = new Promise<void>((resolve) => (onDataStarted = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!options.refuseRecipients) return callback();
      const error = Object.assign(new Error("No such mailbox"), { responseCode: 550 });
      callback(error);
    },
    onData(stream, _session, callback) {
      if (options.stall) {
        stream.on("end", onDataStarted);
        stream.resume();
        return;
      }
      onDataStarted();
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  async function waitFor(match: (mail: ParsedMail) => boolean, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error("No such email arrived in time");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    dataStarted,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
