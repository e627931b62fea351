// The order e-mails' way out: SMTP through nodemailer where SMTP_URL is set (clusters, and Mailpit in
// `make test`); in the embedded default, captured as JSON files in the folder identity's mail is
// captured in (DATA_DIR/mail, MAIL_DIR), in the same shape, so admins see them beside the rest.
import nodemailer from 'nodemailer';
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface OrderMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(mail: OrderMail): Promise<void>;
  close(): void;
}

/**
 * SMTP: one pooled transport per process. Bounded waits, so an unreachable server fails an attempt in
 * seconds (it is tried again later) instead of holding the sending job for nodemailer's two minutes.
 */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url, pool: true, maxConnections: 2, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
    close: () => transport.close(),
  };
}

export function capturingMailer(dir: string): Mailer {
  return {
    async send(m) {
      await mkdir(dir, { recursive: true });
      const mail = { id: randomUUID(), sentAt: new Date().toISOString(), to: m.to, subject: m.subject, text: m.text, html: m.html };
      // Time-first names sort oldest to newest. Written aside and renamed, so a reader listing the
      // folder's .json files never reads one half-written.
      const name = join(dir, `${mail.sentAt.replace(/[:.]/g, '-')}-${mail.id}`);
      await writeFile(`${name}.tmp`, JSON.stringify(mail, null, 2));
      await rename(`${name}.tmp`, `${name}.json`);
    },
    close: () => undefined,
  };
}
