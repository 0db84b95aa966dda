/** The largest id the API accepts (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** A numeric id of the address (e.g. :campaignId), or null when the segment is not one. */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
