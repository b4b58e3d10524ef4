// SPEC §3 teams without zod (issue 17): #/explore reads `?team=` with them in the router's entry
// chunk, which the sign-in page loads up front. contract/events.ts re-exports them.

/** SPEC §3: the team enumeration, with the display names the database is seeded with. */
export const TEAMS = [
  { code: 'ENVIRONMENTAL', name: 'Environmental' },
  { code: 'SOCIAL', name: 'Social' },
  { code: 'HEALTH_AND_MEDICAL', name: 'Health and medical' },
  { code: 'EDUCATIONAL', name: 'Educational' },
  { code: 'HUMANITARIAN_AND_EMERGENCY_RESPONSE', name: 'Humanitarian and emergency response' },
  { code: 'ANIMAL_WELFARE', name: 'Animal welfare' },
  { code: 'CULTURAL_AND_HERITAGE', name: 'Cultural and heritage' },
  { code: 'ADVOCACY_AND_HUMAN_RIGHTS', name: 'Advocacy and human rights' },
  { code: 'SPORTS_AND_RECREATION', name: 'Sports and recreation' },
  { code: 'TECHNOLOGY_AND_INNOVATION', name: 'Technology and innovation' },
  { code: 'FAITH_AND_SPIRITUAL', name: 'Faith and spiritual' },
  { code: 'ADVOCACY_AND_LEGAL', name: 'Advocacy and legal' },
  { code: 'OTHER', name: 'Other' },
] as const;
export type TeamCode = (typeof TEAMS)[number]['code'];
export const TEAM_CODES = TEAMS.map((team) => team.code) as readonly TeamCode[];
