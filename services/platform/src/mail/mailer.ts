// The mailer port every context sends its e-mail through: SMTP (nodemailer) where SMTP_URL is set
// (clusters, and Mailpit in `make test`); in the embedded default, captured as JSON files in one folder
// (DATA_DIR/mail, MAIL_DIR) that every context of the process writes to and admins list through
// identity (GET /api/auth/mail), so a newcomer sees each e-mail the system sent.
import nodemailer from 'nodemailer';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface MailMessage {
  /** One address, or several separated by commas (one e-mail to all of them). */
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where an answer goes when it should reach a person rather than the no-reply sender. */
  replyTo?: string;
}

export interface CapturedMail extends MailMessage {
  id: string;
  sentAt: string;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the e-mail (or it was captured); rejects otherwise. */
  send(message: MailMessage): Promise<void>;
  /** Closes pooled connections (at shutdown). */
  close(): void;
  /** Present only where mail is captured rather than sent. */
  captured?: { list(to?: string): CapturedMail[] };
}

export interface SmtpOptions {
  /** Keep up to two connections open for a steady stream of e-mails (close() at shutdown ends them). */
  pool?: boolean;
}

/**
 * SMTP with bounded waits, so an unreachable server fails a send in seconds instead of holding the
 * caller for nodemailer's two minutes.
 */
export function smtpMailer(url: string, from: string, options: SmtpOptions = {}): Mailer {
  const bounds = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
  const transport = options.pool ? nodemailer.createTransport({ url, pool: true, maxConnections: 2, ...bounds }) : nodemailer.createTransport({ url, ...bounds });
  return {
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, ...(m.html ? { html: m.html } : {}), ...(m.replyTo ? { replyTo: m.replyTo } : {}) });
    },
    close: () => transport.close(),
  };
}

/** The addresses of a captured mail's `to`, lower-cased. */
const addressesOf = (to: string) => to.split(',').map((a) => a.trim().toLowerCase());

/** The captured-mail folder: made on the first e-mail, so a process that never sends needs no writable disk. */
export function capturingMailer(dir: string): Mailer {
  return {
    // Asynchronous: a send is on a request's or a job's path and must not hold the event loop on the disk.
    async send(m) {
      await mkdir(dir, { recursive: true });
      const mail: CapturedMail = { id: randomUUID(), sentAt: new Date().toISOString(), ...m };
      // Time-first names sort oldest to newest. Written aside and renamed, so a reader listing the
      // folder's .json files never reads one half-written.
      const name = join(dir, `${mail.sentAt.replace(/[:.]/g, '-')}-${mail.id}`);
      await writeFile(`${name}.tmp`, JSON.stringify(mail, null, 2));
      await rename(`${name}.tmp`, `${name}.json`);
    },
    close: () => undefined,
    captured: {
      /** Newest first; with `to`, the e-mails addressed to it (among others or alone). */
      list(to) {
        if (!existsSync(dir)) return [];
        const all = readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .sort()
          .reverse()
          .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CapturedMail);
        const wanted = to?.trim().toLowerCase();
        return wanted ? all.filter((m) => addressesOf(m.to).includes(wanted)) : all;
      },
    },
  };
}

export interface MailSettings {
  smtpUrl?: string;
  from: string;
  mailDir: string;
}

/**
 * The mail settings every context reads alike: SMTP_URL (unset: captured), MAIL_FROM, and MAIL_DIR
 * (default DATA_DIR/mail, where every context of the embedded default captures its mail).
 */
export function mailSettings(dataDir: string, env: Record<string, string | undefined> = process.env): MailSettings {
  return {
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    from: env.MAIL_FROM ?? 'AdOps <no-reply@adops.local>',
    mailDir: env.MAIL_DIR ?? join(dataDir, 'mail'),
  };
}

/** SMTP where a URL is set, else the captured-mail folder. */
export const mailerFor = (settings: MailSettings, options: SmtpOptions = {}): Mailer =>
  settings.smtpUrl ? smtpMailer(settings.smtpUrl, settings.from, options) : capturingMailer(settings.mailDir);
