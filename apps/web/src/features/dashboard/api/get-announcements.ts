import { API, announcementSchema, type Announcement } from '@daftar/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http-client';

/** The announcements published now (issue 42); a minute old is fresh enough for news. */
export function useAnnouncements() {
  return useQuery({
    queryKey: [API.announcements],
    queryFn: async (): Promise<Announcement[]> =>
      z.array(announcementSchema).parse(await http.get(API.announcements)),
    staleTime: 60_000,
  });
}
