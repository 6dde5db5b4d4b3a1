import { sql } from 'kysely';

// A section's capacity as the registrar sets and reads it (decision 041): the stored `capacity`
// counts the seats capacity permits made over it (`permit_seats`), which the registrar's does not.

/** The registrar's capacity of a section aliased `sec`, without the seats over it by permit. */
export const registrarCapacity = sql<number>`sec.capacity - sec.permit_seats`.as('capacity');

/**
 * Writes the registrar's capacity `capacity`: the seats over it by permit stay while the section's
 * students need them, and the write is refused (`allowed` false) below the seats taken otherwise.
 */
export function capacityChange(capacity: number) {
  const over = sql<number>`(case when registered > ${capacity} then registered - ${capacity} else 0 end)`;
  return {
    set: { capacity: sql<number>`${capacity} + ${over}`, permit_seats: over },
    allowed: sql<boolean>`registered <= ${capacity} + permit_seats`,
  };
}
