// The mailer port: SMTP (nodemailer) in clusters; in the embedded default, mail is captured as JSON
// files under DATA_DIR/mail that admins can list (GET /api/auth/mail) and tests can read.
import nodemailer from 'nodemailer';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface CapturedMail extends MailMessage {
  id: string;
  sentAt: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Present only where mail is captured rather than sent. */
  captured?: { list(to?: string): CapturedMail[] };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, ...(m.html ? { html: m.html } : {}) });
    },
  };
}

export function capturingMailer(dir: string): Mailer {
  mkdirSync(dir, { recursive: true });
  return {
    async send(m) {
      const mail: CapturedMail = { id: randomUUID(), sentAt: new Date().toISOString(), ...m };
      // Time-first names sort oldest to newest.
      writeFileSync(join(dir, `${mail.sentAt.replace(/[:.]/g, '-')}-${mail.id}.json`), JSON.stringify(mail, null, 2));
    },
    captured: {
      list(to) {
        const all = readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .sort()
          .reverse()
          .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CapturedMail);
        return to ? all.filter((m) => m.to === to.toLowerCase()) : all;
      },
    },
  };
}
