// The account flows' e-mail: links on the app's public url, sent after the change is committed. A
// failure is logged and reported to the flow, never thrown: the user can ask again.
import type { Logger, PlatformConfig } from '@adops/platform';
import type { Mailer, MailMessage } from '../mail/mailer.ts';

export class AccountMail {
  private readonly mailer: Mailer;
  private readonly platform: PlatformConfig;
  private readonly log: Logger;

  constructor(mailer: Mailer, platform: PlatformConfig, log: Logger) {
    this.mailer = mailer;
    this.platform = platform;
    this.log = log;
  }

  /** An absolute link to a path of the app (read at each call: tests learn the url after start-up). */
  link(path: string): string {
    return `${this.platform.publicUrl}${path}`;
  }

  /** True when the mail went out. */
  async send(message: MailMessage): Promise<boolean> {
    try {
      await this.mailer.send(message);
      return true;
    } catch (error) {
      this.log.error({ err: error, to: message.to, subject: message.subject }, 'could not send mail');
      return false;
    }
  }
}
