// Where a campaign's public report is (001 §7: the short URL createReportLink makes, `{public URL}/report/{shortId}`).

export const REPORT_PATHS = {
  report: '/report', // + '/{shortId}'
} as const;

export const reportPath = (shortId: string) => `${REPORT_PATHS.report}/${shortId}`;
