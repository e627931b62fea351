// The order e-mails' way out, the platform's mailer (platform mail/): SMTP through nodemailer where
// SMTP_URL is set (clusters, and Mailpit in `make test`); in the embedded default, captured as JSON files
// in the folder every context captures its mail in (DATA_DIR/mail, MAIL_DIR), so admins see them beside the rest.
import { smtpMailer as platformSmtpMailer, type Mailer } from '@adops/platform';

export { capturingMailer, type Mailer, type MailMessage as OrderMail } from '@adops/platform';

/** SMTP: one pooled transport per process (a steady stream of order e-mails); closed at shutdown. */
export const smtpMailer = (url: string, from: string): Mailer => platformSmtpMailer(url, from, { pool: true });
