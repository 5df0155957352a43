/** The same day of the month a year earlier (29 February becomes 1 March). */
export function yearBefore(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - 1, m - 1, d)).toISOString().slice(0, 10);
}
