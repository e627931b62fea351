// The reports' pure rules: a report's dates as 003 shows them (day/month/year), and the link's URL.

/** YYYY-MM-DD as DD/MM/YYYY (003: the report's startDate and endDate are day/month/year strings). */
export function dayMonthYear(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}

/** The public report page of a short id, on the installation's public URL. */
export function reportUrl(publicUrl: string, shortId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/report/${shortId}`;
}

/** A short id is 128 random bits in base64url: 22 characters. */
export const SHORT_ID_BYTES = 16;
