/**
 * Cuts a text after `max` characters and marks the cut with an ellipsis (spec §9: the product card
 * title at 50, its description at 72). Shorter texts stay as they are.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}
