// The package ships no types; this is the part of its API we use.
declare module 'owasp-password-strength-test' {
  export interface OwaspConfig {
    allowPassphrases?: boolean;
    maxLength?: number;
    minLength?: number;
    minPhraseLength?: number;
    minOptionalTestsToPass?: number;
  }
  export interface OwaspResult {
    errors: string[];
    failedTests: number[];
    passedTests: number[];
    requiredTestErrors: string[];
    optionalTestErrors: string[];
    isPassphrase: boolean;
    strong: boolean;
    optionalTestsPassed: number;
  }
  const owasp: { config(config: OwaspConfig): void; test(password: string): OwaspResult };
  export default owasp;
}
