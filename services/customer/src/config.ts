// customer's settings from the environment: the SMTP server of the e-mail templates' SMTP test.
// SMTP_URL is only for that test; without it the test says that none is configured.

export interface SmtpSettings {
  url?: string;
  from: string;
}

export function customerConfig(env: NodeJS.ProcessEnv = process.env): { smtp: SmtpSettings } {
  return { smtp: { ...(env.SMTP_URL ? { url: env.SMTP_URL } : {}), from: env.MAIL_FROM ?? 'AdOps <no-reply@adops.local>' } };
}
