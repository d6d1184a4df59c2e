import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { defaultFairConfig } from '@fiera/fair-config';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { escapeHtml, mailBrand, passwordResetMail } from '../src/plugins/app/mail/templates';
import { register } from './helpers/accounts';
import { buildTestApp } from './helpers/build-app';
import { startMailCatcher } from './helpers/mail';

describe('mail without SMTP_URL (embedded default)', () => {
  let app: FastifyInstance;
  const logLines: string[] = [];
  beforeEach(async () => {
    logLines.length = 0;
    app = await buildTestApp({
      config: { publicUrl: 'http://localhost:5173' },
      serverOptions: {
        logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
      },
    });
    // The e-mails carry the fair config's name, read as each one is written.
    const renamed = await app.fairConfigService.update(
      { ...defaultFairConfig, productName: 'Expo Bologna' },
      null,
    );
    expect(renamed.ok).toBe(true);
  });
  afterEach(() => app.close());

  it('writes each message as an .eml file in DATA_DIR/outbox and logs its link', async () => {
    const { email } = await register(app, { first_name: 'Elena' });
    await app.mail.idle();

    const outbox = app.config.outboxDir;
    const files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const file = path.join(outbox, files[0] ?? '');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const eml = readFileSync(file, 'utf8');
    expect(eml).toMatch(new RegExp(`^To: ${email}$`, 'm'));
    expect(eml).toContain('Subject: Expo Bologna: conferma il tuo indirizzo email');
    expect(eml).toContain('Content-Type: text/html');
    expect(eml).toContain('Content-Type: text/plain');
    // Beside it, the link unwrapped, to copy into a browser.
    const linkFile = file.replace(/\.eml$/, '.link.txt');
    expect(statSync(linkFile).mode & 0o777).toBe(0o600);
    const [subject, link] = readFileSync(linkFile, 'utf8').split('\n');
    expect(subject).toBe('Expo Bologna: conferma il tuo indirizzo email');
    expect(link).toMatch(/^http:\/\/localhost:5173\/verify-email\?token=[\w-]{43}$/);

    const logged = logLines
      .map((line) => JSON.parse(line) as { msg: string; link?: string; file?: string })
      .find((entry) => entry.msg === 'e-mail written');
    expect(logged?.file).toBe(file);
    expect(logged?.link).toMatch(/^http:\/\/localhost:5173\/verify-email\?token=[\w-]{43}$/);
  });
});

describe('mail templates', () => {
  it("wear the fair's logo, colour, footer and sender name", async () => {
    const mail = await startMailCatcher();
    const app = await buildTestApp({
      config: { smtpUrl: mail.url, mailFrom: 'Vecchio nome <biglietti@expo.example>' },
    });
    try {
      const updated = await app.fairConfigService.update(
        {
          ...defaultFairConfig,
          productName: 'Expo Bologna',
          logoUrl: '/media/expo-logo.png',
          theme: {
            ...defaultFairConfig.theme,
            light: {
              ...defaultFairConfig.theme.light,
              primary: '#7a2e0e',
              primaryForeground: '#ffffff',
            },
          },
          email: { senderName: 'Expo Bologna Biglietteria', footer: 'Expo Bologna, via Roma 1.' },
        },
        null,
      );
      expect(updated.ok, JSON.stringify(updated)).toBe(true);
      const { email } = await register(app);
      await app.mail.idle();
      const [verification] = mail.to(email);
      expect(verification?.from?.text).toBe('"Expo Bologna Biglietteria" <biglietti@expo.example>');
      expect(verification?.html).toContain(
        `<img src="${app.config.publicUrl}/media/expo-logo.png" alt="Expo Bologna"`,
      );
      expect(verification?.html).toContain('background:#7a2e0e;color:#ffffff');
      expect(verification?.html).toContain('Expo Bologna, via Roma 1.');
      expect(verification?.text).toMatch(/Expo Bologna, via Roma 1\.\n$/);
    } finally {
      await app.close();
      await mail.close();
    }
  });

  it('escape what users typed in the HTML part', () => {
    const content = passwordResetMail({
      brand: mailBrand(
        { ...defaultFairConfig, productName: 'Fiera & Co', logoUrl: null },
        'https://fiera.example',
      ),
      firstName: '<script>alert("x")</script>',
      link: 'https://fiera.example/reset-password?token=abc',
      validForMinutes: 60,
    });
    expect(content.html).not.toContain('<script>');
    expect(content.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(content.html).toContain('Fiera &amp; Co');
    expect(content.text).toContain('https://fiera.example/reset-password?token=abc');
    expect(escapeHtml(`'"&<>`)).toBe('&#39;&quot;&amp;&lt;&gt;');
  });

  // Regression for the review's F12: anyone may register a stranger's address, and the name
  // they typed ("leggi subito http://phish.example …") reached that stranger's inbox.
  it('put nothing a registrant typed into the verification mail', async () => {
    const mail = await startMailCatcher();
    const app = await buildTestApp({ config: { smtpUrl: mail.url } });
    try {
      const { email } = await register(app, {
        first_name: 'leggi subito http://phish.example/fiera',
      });
      await app.mail.idle();
      const [verification] = mail.to(email);
      expect(verification?.text).toMatch(/^Ciao,/);
      expect(`${verification?.text} ${verification?.html}`).not.toContain('phish');
    } finally {
      await app.close();
      await mail.close();
    }
  });
});
