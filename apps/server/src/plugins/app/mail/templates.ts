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

interface Recipient {
  brand: string;
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

function layout(brand: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${escapeHtml(brand)}</p>
${body}
</div>
</body>
</html>`;
}

function button(link: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#18181b;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#52525b">Se il pulsante non funziona, copia questo indirizzo nel browser:<br>${escapeHtml(link)}</p>`;
}

/**
 * A message whose point is one link (verify, reset): the greeting, why it came, the link as a
 * button and as text, then its notes (validity, "ignore it if it was not you").
 */
function linkMail(content: {
  brand: string;
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
`,
    html: layout(
      brand,
      subject,
      `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(content.introHtml)}</p>
${button(link, content.buttonLabel)}
${content.notes.map((note) => `<p>${escapeHtml(note)}</p>`).join('\n')}`,
    ),
  };
}

/**
 * Sent before the address is proven to belong to whoever registered: anyone can register a
 * stranger's address, so nothing they typed (the name) goes into it.
 */
export function verificationMail(recipient: {
  brand: string;
  link: string;
  validForHours: number;
}): MailContent {
  const { brand } = recipient;
  const thanks = `grazie per esserti registrato a ${brand}. Per attivare il tuo account e ricevere il biglietto, conferma il tuo indirizzo email`;
  return linkMail({
    brand,
    subject: `${brand}: conferma il tuo indirizzo email`,
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
  const subject = `${brand}: il tuo biglietto`;
  const hello = greeting(recipient.firstName);
  const show =
    "Mostra questo QR code all'ingresso: lo staff lo scansionerà per convalidare il biglietto.";
  const app = `Il biglietto è sempre disponibile anche nel tuo profilo: ${recipient.appUrl}/profile`;
  return {
    subject,
    text: `${hello}

il tuo indirizzo email è verificato: ecco il tuo biglietto per ${brand}.

Codice biglietto: ${ticketUuid}

${show}
${app}
`,
    html: layout(
      brand,
      subject,
      `<p>${escapeHtml(hello)}</p>
<p>il tuo indirizzo email è verificato: ecco il tuo biglietto per ${escapeHtml(brand)}.</p>
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
  const request = `abbiamo ricevuto una richiesta di reimpostare la password del tuo account ${brand}.`;
  return linkMail({
    brand,
    subject: `${brand}: reimposta la password`,
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
  const changed = `la password del tuo account ${brand} è stata cambiata il ${when} e tutte le sessioni aperte sono state chiuse.`;
  return linkMail({
    brand,
    subject: `${brand}: la tua password è stata cambiata`,
    hello: greeting(recipient.firstName),
    link: recipient.forgotPasswordLink,
    introText: `${changed} Se non sei stato tu, reimpostala subito da qui:`,
    introHtml: `${changed} Se non sei stato tu, reimpostala subito.`,
    buttonLabel: 'Reimposta la password',
    notes: ['Se sei stato tu, non devi fare nulla.'],
  });
}
