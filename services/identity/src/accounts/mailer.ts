// The mailer port, the platform's (platform mail/): SMTP (nodemailer) in clusters; in the embedded
// default, mail is captured as JSON files under DATA_DIR/mail that admins can list (GET /api/auth/mail)
// and tests can read.
export { capturingMailer, smtpMailer, type CapturedMail, type Mailer, type MailMessage } from '@adops/platform';
