import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { createQueryClient } from './query-client';

describe('query client', () => {
  it("uses spec section 9's defaults: no polling, no refetch on focus, never stale, no retry", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
      retryOnMount: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('reads a query by GETting the URL in its key', async () => {
    const fetchMock = mockApi({ 'GET /api/faculties': { body: [{ id: 1, name: 'Science' }] } });
    const data = await createQueryClient().fetchQuery({ queryKey: ['/api/faculties'] });
    expect(data).toEqual([{ id: 1, name: 'Science' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
