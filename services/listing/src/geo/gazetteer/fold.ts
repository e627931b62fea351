// The search key of a name or a query: case-, accent- and punctuation-insensitive, so 'Ōtāhuhu',
// 'otahuhu' and 'OTAHUHU' meet, and "Hawke's Bay" matches 'hawkes bay' and 'hawke s bay' alike
// only through the same folding (apostrophes are dropped, other separators become one space).

// Letters that NFD does not decompose into a base letter plus a combining mark.
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ø: 'o', đ: 'd', ð: 'd', ħ: 'h', ı: 'i', ł: 'l', œ: 'oe', æ: 'ae', ß: 'ss', þ: 'th', ŋ: 'n',
};
const SPECIAL = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'gu');

// Most names are plain ASCII words: they need only lower-casing (a third of the index build time).
const PLAIN = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;

export function fold(text: string): string {
  if (PLAIN.test(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(SPECIAL, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(/['’`ʻ]/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
