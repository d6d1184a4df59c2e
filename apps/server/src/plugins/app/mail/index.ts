import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type Mail from 'nodemailer/lib/mailer';
import type { MailContent } from './templates';

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export interface OutgoingMail extends MailContent {
  to: string;
}

export interface Mailer {
  /**
   * Sends in the background: the request does not wait for the SMTP server (nor lets its speed
   * tell whether an address exists). Failures are logged, never thrown.
   */
  send(message: OutgoingMail): void;
  /** Resolves once every message started so far is delivered to the transport (or failed). */
  idle(): Promise<void>;
}

type Deliver = (message: OutgoingMail) => Promise<{ file?: string }>;

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox. */
async function mailPlugin(fastify: FastifyInstance) {
  const { config, log } = fastify;
  // MAIL_FROM gives the address; the fair config the name visitors see in their inbox.
  const [sender] = addressparser(config.mailFrom, { flatten: true });
  const toMail = (message: OutgoingMail): Mail.Options => ({
    from: {
      name: fastify.fairConfigService.latest().email.senderName,
      address: sender?.address ?? config.mailFrom,
    },
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments,
  });

  let deliver: Deliver;
  if (config.smtpUrl !== undefined) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    fastify.addHook('onClose', async () => transport.close());
    deliver = async (message) => {
      await transport.sendMail(toMail(message));
      return {};
    };
  } else {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    deliver = async (message) => {
      const { message: eml } = await transport.sendMail(toMail(message));
      await mkdir(config.outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const base = path.join(config.outboxDir, `${stamp}-${randomUUID().slice(0, 8)}`);
      const file = `${base}.eml`;
      // The outbox holds personal data and live links: readable by the server's user only.
      await writeFile(file, eml as Buffer, { mode: 0o600 });
      // The .eml wraps long lines and encodes '=' (quoted-printable): a link copied from it does
      // not work. Beside it, the link as it is, for the person trying the app without a mail server.
      if (message.link !== undefined) {
        await writeFile(`${base}.link.txt`, `${message.subject}\n${message.link}\n`, {
          mode: 0o600,
        });
      }
      return { file };
    };
  }

  const pending = new Set<Promise<void>>();
  fastify.decorate('mail', {
    send(message) {
      const sending = deliver(message).then(
        ({ file }) => {
          const { subject, link } = message;
          if (file === undefined) log.info({ subject }, 'e-mail sent');
          // Without SMTP a developer follows the link from the log. In production the link (a
          // live token) stays in the private outbox file: whoever reads logs is not the user.
          else if (config.nodeEnv === 'production') log.info({ file, subject }, 'e-mail written');
          else log.info({ file, subject, link }, 'e-mail written');
        },
        (error: unknown) => log.error({ err: error, subject: message.subject }, 'e-mail failed'),
      );
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  } satisfies Mailer);
  // Messages started by the last requests still go out before the server stops.
  fastify.addHook('preClose', async () => {
    await fastify.mail.idle();
  });
}

export default fp(mailPlugin, { name: 'mail', decorators: { fastify: ['config'] } });
