// The sharing messages (003 §8 "'Error while sending email' on e-mail failure. Success messages: 'Email has been
// sent' or 'Report has been sent to {email}'"), quoted exactly, as the ads context has them too
// (@adops/openapi/rules/share-recipients); the rest ours.
import { SHARE_EMAIL_MESSAGES } from '@adops/openapi/rules/share-recipients';

export const SHARING_MESSAGES = {
  emailSent: SHARE_EMAIL_MESSAGES.sent,
  reportSent: SHARE_EMAIL_MESSAGES.reportSent,
  emailFailed: SHARE_EMAIL_MESSAGES.failed,
  noRecipient: SHARE_EMAIL_MESSAGES.noRecipient,
  // Ours:
  share: 'Share',
  recipients: 'Recipients',
  recipientsHelp: 'Up to 3 e-mail addresses, separated by commas.',
  recipientsPlaceholder: 'Type addresses, separated by commas',
  message: 'Message',
  send: 'Send',
  wechatTitle: 'Share on WeChat',
  wechatHelp: 'Scan the QR code with WeChat, or copy the link.',
  emailTitle: 'Share by e-mail',
  link: 'Link',
  copyLink: 'Copy link',
} as const;
