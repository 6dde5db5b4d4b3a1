import {
  API,
  adminChangePageSchema,
  auditPageSchema,
  managedUserSchema,
  type AdminChangeEntity,
  type AdminChangePage,
  type AuditPage,
  type ManagedUser,
} from '@daftar/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http-client';

export interface TrailFilter {
  page: number;
  actorId?: number;
  from?: string;
  to?: string;
}

/** `?page=2&actorId=5`: the filters that are set, in a query string. */
function queryString(filter: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** The decision trail, a page at a time; the page shown stays while the next loads. */
export function useDecisionTrail(filter: TrailFilter & { registrationId?: number }) {
  return useQuery({
    queryKey: [API.audit, filter],
    queryFn: async (): Promise<AuditPage> =>
      auditPageSchema.parse(await http.get(`${API.audit}?${queryString({ ...filter })}`)),
    placeholderData: keepPreviousData,
  });
}

/** The trail of the registrar's own changes, a page at a time. */
export function useChangeTrail(filter: TrailFilter & { entity?: AdminChangeEntity }) {
  return useQuery({
    queryKey: [API.adminChanges, filter],
    queryFn: async (): Promise<AdminChangePage> =>
      adminChangePageSchema.parse(
        await http.get(`${API.adminChanges}?${queryString({ ...filter })}`),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Lecturers and admins: who can appear in the trails. */
export function useStaff() {
  return useQuery({
    queryKey: [API.users, 'staff'],
    queryFn: async (): Promise<ManagedUser[]> =>
      z
        .array(managedUserSchema)
        .parse(await http.get(API.users))
        .filter((user) => user.role !== 'student'),
  });
}
