// Sending e-mail: the mailer port (SMTP or the captured-mail folder) and its settings.
export * from './mailer.ts';
