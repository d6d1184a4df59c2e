import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free loopback port, keeping every message it receives, parsed. */
export interface MailCatcher {
  /** SMTP_URL for the app. */
  url: string;
  messages: ParsedMail[];
  /** The messages sent to that address, oldest first. */
  to(address: string): ParsedMail[];
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would otherwise try to upgrade to TLS.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      // Accepted (250) only once parsed: when the app's send resolves, the message is here.
      // skipImageLinks: keep `cid:` references in the HTML as the app wrote them.
      simpleParser(stream, { skipImageLinks: true }).then(
        (mail) => {
          messages.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to: (address) =>
      messages.filter((mail) =>
        recipientsOf(mail).some((recipient) => recipient === address.toLowerCase()),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function recipientsOf(mail: ParsedMail): string[] {
  const to: AddressObject[] = mail.to === undefined ? [] : [mail.to].flat();
  return to.flatMap((group) => group.value.map((address) => address.address?.toLowerCase() ?? ''));
}

/** The token of the link to `path` in the message's text, as a user following it would. */
export function linkToken(mail: ParsedMail | undefined, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=([A-Za-z0-9_-]+)`).exec(
    mail?.text ?? '',
  );
  if (match?.[1] === undefined) throw new Error(`no ${path} link in the message`);
  return match[1];
}
