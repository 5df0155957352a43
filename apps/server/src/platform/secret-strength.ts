/** Bits a production secret must carry at least, as estimated below: beyond guessing offline. */
export const MIN_SECRET_BITS = 64;

/**
 * Why a secret is too weak to guard anything, or null. Length alone let 16 repeated characters through
 * (issue 30); this also asks for variety (at least 8 distinct characters, an estimate of 64 bits from
 * how often each character occurs) and refuses a run such as "abcdefgh…" or "12345678…".
 */
export function weakSecretReason(secret: string): string | null {
  const chars = [...secret];
  const counts = new Map<string, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  if (counts.size < 8) return `only ${counts.size} different characters`;
  const bitsPerChar = [...counts.values()].reduce((sum, n) => sum - (n / chars.length) * Math.log2(n / chars.length), 0);
  const bits = Math.floor(bitsPerChar * chars.length);
  if (bits < MIN_SECRET_BITS) return `about ${bits} bits of entropy, fewer than ${MIN_SECRET_BITS}`;
  let steps = 0;
  for (let i = 1; i < chars.length; i++) if (Math.abs(chars[i]!.codePointAt(0)! - chars[i - 1]!.codePointAt(0)!) <= 1) steps += 1;
  if (steps * 2 >= chars.length - 1) return 'mostly a run of neighbouring characters';
  return null;
}
