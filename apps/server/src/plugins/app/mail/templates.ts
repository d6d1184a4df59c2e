import type { FairConfig } from '@fiera/fair-config';
import type Mail from 'nodemailer/lib/mailer';

/** One e-mail, in Italian, as plain text and HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  attachments?: Mail.Attachment[];
  /** The action link of the message, logged when there is no SMTP server to deliver it. */
  link?: string;
}

/** What of the fair config shapes an e-mail: its name, logo, colours and last line. */
export interface MailBrand {
  name: string;
  /** Absolute (mail clients have no base address), or null for the name as text. */
  logoUrl: string | null;
  primary: string;
  primaryForeground: string;
  footer: string;
}

export function mailBrand(config: FairConfig, publicUrl: string): MailBrand {
  const { logoUrl } = config;
  return {
    name: config.productName,
    logoUrl: logoUrl === null ? null : new URL(logoUrl, publicUrl).href,
    primary: config.theme.light.primary,
    primaryForeground: config.theme.light.primaryForeground,
    footer: config.email.footer,
  };
}

interface Recipient {
  brand: MailBrand;
  firstName: string | null;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Everything interpolated into HTML goes through this: names are typed by users. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

function greeting(firstName: string | null): string {
  // One line, whatever was typed: the greeting must not reshape the message.
  const name = firstName?.replace(/\s+/g, ' ').trim();
  return name === undefined || name === '' ? 'Ciao,' : `Ciao ${name},`;
}

// The config's colours are checked as #rrggbb by its schema; anything else here would be a bug,
// and must not reach a style attribute.
function colour(value: string, fallback: string): string {
  return /^#[0-9a-f]{6}$/i.test(value) ? value : fallback;
}

function layout(brand: MailBrand, title: string, body: string): string {
  const name = escapeHtml(brand.name);
  // Many mail clients hide remote images until asked: the alt text still names the fair.
  const heading =
    brand.logoUrl === null
      ? `<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${name}</p>`
      : `<p style="margin:0 0 24px"><img src="${escapeHtml(brand.logoUrl)}" alt="${name}" height="48" style="height:48px;max-width:240px"></p>`;
  return `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;border-top:6px solid ${colour(brand.primary, '#18181b')}">
${heading}
${body}
<p style="margin:32px 0 0;font-size:12px;color:#52525b">${escapeHtml(brand.footer)}</p>
</div>
</body>
</html>`;
}

function button(brand: MailBrand, link: string, label: string): string {
  const background = colour(brand.primary, '#18181b');
  const foreground = colour(brand.primaryForeground, '#ffffff');
  return `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:${background};color:${foreground};padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#52525b">Se il pulsante non funziona, copia questo indirizzo nel browser:<br>${escapeHtml(link)}</p>`;
}

/**
 * A message whose point is one link (verify, reset): the greeting, why it came, the link as a
 * button and as text, then its notes (validity, "ignore it if it was not you").
 */
function linkMail(content: {
  brand: MailBrand;
  subject: string;
  hello: string;
  link: string;
  /** Before the link in the text version, which ends by pointing at it. */
  introText: string;
  introHtml: string;
  buttonLabel: string;
  notes: string[];
}): MailContent {
  const { brand, subject, hello, link } = content;
  return {
    subject,
    link,
    text: `${hello}

${content.introText}

${link}

${content.notes.join('\n')}

--
${brand.footer}
`,
    html: layout(
      brand,
      subject,
      `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(content.introHtml)}</p>
${button(brand, link, content.buttonLabel)}
${content.notes.map((note) => `<p>${escapeHtml(note)}</p>`).join('\n')}`,
    ),
  };
}

/**
 * Sent before the address is proven to belong to whoever registered: anyone can register a
 * stranger's address, so nothing they typed (the name) goes into it.
 */
export function verificationMail(recipient: {
  brand: MailBrand;
  link: string;
  validForHours: number;
}): MailContent {
  const { brand } = recipient;
  const thanks = `grazie per esserti registrato a ${brand.name}. Per attivare il tuo account e ricevere il biglietto, conferma il tuo indirizzo email`;
  return linkMail({
    brand,
    subject: `${brand.name}: conferma il tuo indirizzo email`,
    hello: greeting(null),
    link: recipient.link,
    introText: `${thanks} aprendo questo link:`,
    introHtml: `${thanks}.`,
    buttonLabel: 'Verifica email',
    notes: [
      `Il link è valido per ${recipient.validForHours} ore.`,
      'Se non ti sei registrato tu, ignora questo messaggio.',
    ],
  });
}

const QR_CID = 'biglietto-qr@fiera';

export function ticketMail(
  recipient: Recipient & { ticketUuid: string; qrPng: Buffer; appUrl: string },
): MailContent {
  const { brand, ticketUuid } = recipient;
  const subject = `${brand.name}: il tuo biglietto`;
  const hello = greeting(recipient.firstName);
  const show =
    "Mostra questo QR code all'ingresso: lo staff lo scansionerà per convalidare il biglietto.";
  const app = `Il biglietto è sempre disponibile anche nel tuo profilo: ${recipient.appUrl}/profile`;
  return {
    subject,
    text: `${hello}

il tuo indirizzo email è verificato: ecco il tuo biglietto per ${brand.name}.

Codice biglietto: ${ticketUuid}

${show}
${app}

--
${brand.footer}
`,
    html: layout(
      brand,
      subject,
      `<p>${escapeHtml(hello)}</p>
<p>il tuo indirizzo email è verificato: ecco il tuo biglietto per ${escapeHtml(brand.name)}.</p>
<p style="text-align:center;margin:24px 0"><img src="cid:${QR_CID}" alt="QR code del biglietto" width="256" height="256" style="width:256px;height:256px"></p>
<p style="text-align:center">Codice biglietto:<br><strong>${escapeHtml(ticketUuid)}</strong></p>
<p>${escapeHtml(show)}</p>
<p style="font-size:13px;color:#52525b">${escapeHtml(app)}</p>`,
    ),
    attachments: [
      {
        filename: 'biglietto-qr.png',
        content: recipient.qrPng,
        contentType: 'image/png',
        cid: QR_CID,
      },
    ],
  };
}

export function passwordResetMail(
  recipient: Recipient & { link: string; validForMinutes: number },
): MailContent {
  const { brand } = recipient;
  const request = `abbiamo ricevuto una richiesta di reimpostare la password del tuo account ${brand.name}.`;
  return linkMail({
    brand,
    subject: `${brand.name}: reimposta la password`,
    hello: greeting(recipient.firstName),
    link: recipient.link,
    introText: `${request} Per sceglierne una nuova apri questo link:`,
    introHtml: request,
    buttonLabel: 'Reimposta la password',
    notes: [
      `Il link è valido per ${recipient.validForMinutes} minuti e si può usare una sola volta.`,
      'Se non hai chiesto tu di reimpostare la password, ignora questo messaggio: la password attuale resta valida.',
    ],
  });
}

const CHANGE_TIME = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  dateStyle: 'long',
  timeStyle: 'short',
});

/**
 * After a reset: whoever took over the mailbox (or a link forwarded by mistake) changed the
 * password, and the owner hears of it and can take the account back.
 */
export function passwordChangedMail(
  recipient: Recipient & { changedAt: Date; forgotPasswordLink: string },
): MailContent {
  const { brand } = recipient;
  const when = CHANGE_TIME.format(recipient.changedAt);
  const changed = `la password del tuo account ${brand.name} è stata cambiata il ${when} e tutte le sessioni aperte sono state chiuse.`;
  return linkMail({
    brand,
    subject: `${brand.name}: la tua password è stata cambiata`,
    hello: greeting(recipient.firstName),
    link: recipient.forgotPasswordLink,
    introText: `${changed} Se non sei stato tu, reimpostala subito da qui:`,
    introHtml: `${changed} Se non sei stato tu, reimpostala subito.`,
    buttonLabel: 'Reimposta la password',
    notes: ['Se sei stato tu, non devi fare nulla.'],
  });
}
