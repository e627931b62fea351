// The dashboard screens' messages (ours).
export const DASHBOARD_MESSAGES = {
  invalidJson: 'The config is not valid JSON.',
} as const;
