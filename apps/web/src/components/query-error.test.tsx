import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/http-client';
import { mockApi } from '@/testing/mock-api';
import { QueryError } from './query-error';

async function failure(reply: Parameters<typeof mockApi>[0][string]) {
  mockApi({ 'GET /api/x': reply });
  return http.get('/api/x').catch((error: unknown) => error);
}

describe('query error', () => {
  it("shows the server's sentence, never the status and raw reply", async () => {
    const error = await failure({
      status: 500,
      body: { error: 'Database unavailable', code: 'INTERNAL' },
    });
    render(<QueryError title="Could not load" error={error} onRetry={vi.fn()} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(alert).not.toHaveTextContent('500');
    expect(alert).not.toHaveTextContent('INTERNAL');
  });

  it('shows the fallback, or nothing more than the title, when the server gave no sentence', async () => {
    const error = await failure({ status: 502, text: '<html>Bad Gateway</html>' });
    const { rerender } = render(
      <QueryError title="Could not load" error={error} fallback="Try later" onRetry={vi.fn()} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Could not loadTry laterTry Again$/);
    rerender(<QueryError title="Could not load" error={error} onRetry={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Could not loadTry Again$/);
  });
});
