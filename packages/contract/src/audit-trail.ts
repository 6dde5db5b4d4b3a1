import { z } from 'zod';
import { idParamSchema, idSchema, isoDateTimeSchema } from './common';
import { dateSchema } from './registrar';
import { pageQuerySchema } from './review';

// The trails (issue 19): every change an admin makes, and the filters of the decision trail.

export const ADMIN_CHANGE_ENTITIES = [
  'period',
  'calendarEvent',
  'section',
  'subject',
  'faculty',
  'user',
  'catalogue',
  'announcement',
  'page',
  'apiToken',
  'structure',
  'hold',
  'academicRecord',
  'reservation',
  'permit',
] as const;
export const adminChangeEntitySchema = z.enum(ADMIN_CHANGE_ENTITIES);
export type AdminChangeEntity = z.infer<typeof adminChangeEntitySchema>;

/** One change an admin made, with the record before and after (null for a creation or deletion). */
export const adminChangeSchema = z.object({
  id: idSchema,
  at: isoDateTimeSchema,
  actor: z.object({ id: idSchema, name: z.string() }),
  /** The API token the change was made with, for the admin who made the token (issue 43). */
  apiToken: z.object({ id: idSchema, name: z.string() }).nullable(),
  entity: adminChangeEntitySchema,
  entityId: idSchema.nullable(),
  action: z.string(),
  summary: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
});
export type AdminChange = z.infer<typeof adminChangeSchema>;

/** Filters of the admin trail: who, what, and from/to days (inclusive). */
export const adminChangesQuerySchema = pageQuerySchema.extend({
  actorId: idParamSchema.optional(),
  entity: adminChangeEntitySchema.optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
});
export type AdminChangesQuery = z.infer<typeof adminChangesQuerySchema>;

/** Filters of the decision trail (`GET /api/admin/audit`): who decided, which registration, when. */
export const auditQuerySchema = pageQuerySchema.extend({
  actorId: idParamSchema.optional(),
  registrationId: idParamSchema.optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const adminChangePageSchema = z.object({
  items: z.array(adminChangeSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminChangePage = z.infer<typeof adminChangePageSchema>;
