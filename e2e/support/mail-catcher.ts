import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`, for the server's SMTP_URL. */
  url: string;
  /** Resolves with the next message sent to `to` (already received ones count). */
  waitFor(to: string, options?: { subject?: RegExp; timeoutMs?: number }): Promise<ParsedMail>;
  close(): Promise<void>;
}

function recipients(mail: ParsedMail): string[] {
  const to = mail.to === undefined ? [] : Array.isArray(mail.to) ? mail.to : [mail.to];
  return to.flatMap((address) => address.value.map((entry) => entry.address?.toLowerCase() ?? ''));
}

/** A real SMTP server on a free loopback port that keeps every message it receives. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const received: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    waitFor(to, { subject, timeoutMs = 15_000 } = {}) {
      const address = to.toLowerCase();
      const find = () =>
        received.find(
          (mail) =>
            recipients(mail).includes(address) &&
            (subject === undefined || subject.test(mail.subject ?? '')),
        );
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = find();
          if (mail === undefined) return;
          cleanup();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No e-mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first link in the message's text that points to `pathname` on the app. */
export function linkIn(mail: ParsedMail, pathname: string): URL {
  const text = `${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html : ''}`;
  for (const match of text.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const url = new URL(match[0].replaceAll('&amp;', '&'));
    if (url.pathname === pathname) return url;
  }
  throw new Error(`No link to ${pathname} in the e-mail "${mail.subject ?? ''}"`);
}
