/**
 * A count as people read it: thousands grouped with commas ("50,000 candidates", "$85,000").
 * Grouped by hand rather than by `toLocaleString('en-US')`: the first Intl call of a page loads
 * ICU's locale data, ~30 ms on a slow phone, inside the task that draws the page (issue 12, B8).
 */
export function formatCount(count: number): string {
  const sign = count < 0 ? '-' : '';
  return sign + String(Math.abs(Math.round(count))).replace(/\B(?=(\d{3})+$)/g, ',');
}
