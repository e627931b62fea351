// Downloads a file the API answers (the orders CSV), so a refusal can be shown where the button is (002 §8:
// the download's error is set as the error text) instead of the browser saving the problem as the file.
import { problemMessage } from '../../lib/api/problem.ts';

/** Fetches `url` with the session and saves it as `name`; throws an Error with the server's message. */
export async function downloadFile(url: string, name: string, fallback: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) {
    let problem: unknown;
    try { problem = await response.json(); } catch { problem = undefined; }
    throw new Error(problemMessage(problem, fallback));
  }
  const href = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled (the browser has started the download).
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  }
}
