// The SMTP test of the e-mail templates screen: sends one message through the configured server and
// says what happened. Without a server (the embedded default captures mail) it says so.
import { createTransport } from 'nodemailer';
import type { SmtpTestResult } from '@adops/openapi/generated/customer';
import type { SmtpSettings } from '../config.ts';

export const NO_SMTP_MESSAGE = 'No SMTP server is configured; the embedded default captures mail instead of sending it.';

export async function testSmtp(smtp: SmtpSettings, to: string): Promise<SmtpTestResult> {
  if (!smtp.url) return { sent: false, smtpConfigured: false, message: NO_SMTP_MESSAGE };
  const transport = createTransport(smtp.url);
  try {
    await transport.sendMail({ from: smtp.from, to, subject: 'AdOps SMTP test', text: 'This is a test e-mail from AdOps. Your SMTP settings work.' });
    return { sent: true, smtpConfigured: true, message: `A test e-mail was sent to ${to}.` };
  } catch (error) {
    return { sent: false, smtpConfigured: true, message: `The SMTP server did not accept the test e-mail: ${(error as Error).message}`.slice(0, 1000) };
  } finally {
    transport.close();
  }
}
