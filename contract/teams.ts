// SPEC §3 teams without zod (issue 17): #/explore reads `?team=` with them in the router's entry
// chunk, which the sign-in page loads up front. contract/events.ts re-exports them and pairs them
// with their names as TEAMS, there so that the entry, which checks codes only, does not carry the names.

/** SPEC §3: the team enumeration. */
export const TEAM_CODES = [
  'ENVIRONMENTAL',
  'SOCIAL',
  'HEALTH_AND_MEDICAL',
  'EDUCATIONAL',
  'HUMANITARIAN_AND_EMERGENCY_RESPONSE',
  'ANIMAL_WELFARE',
  'CULTURAL_AND_HERITAGE',
  'ADVOCACY_AND_HUMAN_RIGHTS',
  'SPORTS_AND_RECREATION',
  'TECHNOLOGY_AND_INNOVATION',
  'FAITH_AND_SPIRITUAL',
  'ADVOCACY_AND_LEGAL',
  'OTHER',
] as const;
export type TeamCode = (typeof TEAM_CODES)[number];
