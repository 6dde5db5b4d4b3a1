import { API } from '@daftar/contract';

/**
 * Query keys shared across features, so a mutation in one refreshes exactly what another shows.
 * Each key starts with the URL it reads (the default query function GETs it).
 */
export const queryKeys = {
  user: [API.user] as const,
  period: [API.period] as const,
  selectedSubjects: [API.selectedSubjects] as const,
};
