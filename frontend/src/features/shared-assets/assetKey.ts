// The asset key as the server stores it (003 §5 "The asset key is converted to camelCase"): the server uses
// change-case's camelCase, which is not a dependency of the frontend, so this is the same rule written out
// (its word split and its joining, `_` before a word that starts with a digit). The saved key is the server's.
const LOWER_UPPER = /([\p{Ll}\d])(\p{Lu})/gu;
const UPPER_UPPER = /(\p{Lu})(\p{Lu}\p{Ll})/gu;
const SEPARATORS = /[^\p{L}\d]+/giu;

function words(value: string): string[] {
  const marked = value.trim().replace(LOWER_UPPER, '$1\0$2').replace(UPPER_UPPER, '$1\0$2').replace(SEPARATORS, '\0');
  return marked.split('\0').filter(Boolean);
}

export function camelCase(value: string): string {
  return words(value).map((word, i) => {
    if (i === 0) return word.toLowerCase();
    const first = word[0]!;
    return (first >= '0' && first <= '9' ? `_${first}` : first.toUpperCase()) + word.slice(1).toLowerCase();
  }).join('');
}
