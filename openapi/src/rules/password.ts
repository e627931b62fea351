// The password rule of spec 000 §5, shared by the server (which enforces it) and the frontend (which
// shows it): 6 to 128 characters, the OWASP strength test with one of its four optional tests allowed
// to fail (passphrases of 20+ characters skip them), and a five-level meter from 20 to 100 percent.
import owasp from 'owasp-password-strength-test';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MESSAGE = 'Please enter a passphrase or password with 6 or more characters.';
export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match.';

owasp.config({
  allowPassphrases: true,
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  minPhraseLength: 20,
  minOptionalTestsToPass: 3,
});

export type PasswordStrength = 20 | 40 | 60 | 80 | 100;

export interface PasswordCheck {
  ok: boolean;
  /** The first message to show: the spec's message for a too-short password, else the failed test's. */
  message?: string;
  strength: PasswordStrength;
}

export function checkPassword(password: string): PasswordCheck {
  const result = owasp.test(password);
  // Five levels: one for a long-enough password, one per optional test passed (passphrases count as all).
  const optionalPassed = result.isPassphrase ? 4 : result.optionalTestsPassed;
  const lengthOk = password.length >= PASSWORD_MIN_LENGTH ? 1 : 0;
  const strength = (Math.max(1, Math.min(5, lengthOk + optionalPassed)) * 20) as PasswordStrength;
  if (password.length < PASSWORD_MIN_LENGTH) return { ok: false, message: PASSWORD_MESSAGE, strength };
  if (!result.strong) return { ok: false, message: result.errors[0] ?? PASSWORD_MESSAGE, strength };
  return { ok: true, strength };
}
