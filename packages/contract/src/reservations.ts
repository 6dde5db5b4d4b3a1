import { z } from 'zod';
import { dateTimeSchema, idSchema, isoDateTimeSchema, queryCodeSchema } from './common';
import { yearOfStudySchema } from './registrar';
import { validationMessage } from './validation-messages';

// Reserved seats (issue 46, decision 040): a section's seats, or a subject's, kept for one group
// of students until a time, after which they are open to everyone.

/** The most seats one reservation keeps, and students one list names. */
export const RESERVATION_SEATS_MAX = 10_000;
export const RESERVATION_STUDENTS_MAX = 5_000;

export const createReservationBodySchema = z
  .object({
    subjectId: idSchema,
    /** Left out: the seats are kept across the subject's sections. */
    sectionId: idSchema.optional(),
    seats: z
      .number({ error: validationMessage('reservationSeats') })
      .int(validationMessage('reservationSeats'))
      .min(1, validationMessage('reservationSeats'))
      .max(RESERVATION_SEATS_MAX, validationMessage('reservationSeats')),
    programmeCode: queryCodeSchema({ min: 1, max: 20 }).optional(),
    yearOfStudy: yearOfStudySchema.optional(),
    facultyId: idSchema.optional(),
    /** The students' account ids, as a hold names its student. */
    studentIds: z.array(idSchema).min(1).max(RESERVATION_STUDENTS_MAX).optional(),
    until: dateTimeSchema,
  })
  .refine(
    (body) =>
      [body.programmeCode, body.yearOfStudy, body.facultyId, body.studentIds].filter(
        (group) => group !== undefined,
      ).length === 1,
    { error: validationMessage('reservationGroup'), path: ['programmeCode'] },
  );
export type CreateReservationBody = z.infer<typeof createReservationBodySchema>;

export const reservationSchema = z.object({
  id: idSchema,
  subjectId: idSchema,
  subjectCode: z.string(),
  sectionId: idSchema.nullable(),
  sectionNumber: z.number().int().nullable(),
  sectionPart: z.string().nullable(),
  seats: z.number().int(),
  /** Seats of it the group's students hold now. */
  taken: z.number().int(),
  programmeCode: z.string().nullable(),
  yearOfStudy: z.number().int().nullable(),
  facultyId: idSchema.nullable(),
  studentIds: z.array(idSchema),
  until: isoDateTimeSchema,
  /** False once `until` has passed: the seats are open to everyone. */
  active: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type Reservation = z.infer<typeof reservationSchema>;

export const reservationsReplySchema = z.object({ reservations: z.array(reservationSchema) });
export type ReservationsReply = z.infer<typeof reservationsReplySchema>;
