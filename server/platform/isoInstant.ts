/** SPEC wire decision: 'YYYY-MM-DDTHH:mm:ssZ', UTC, no fraction (toISOString's '.sssZ' cut; no regex, issue 13). */
export function isoInstant(date: Date): string {
  const iso = date.toISOString();
  return `${iso.slice(0, -5)}Z`;
}
