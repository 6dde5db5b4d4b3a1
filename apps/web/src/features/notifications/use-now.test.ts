import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { noteServerDate } from '@/lib/server-clock';
import { useNow } from './use-now';

afterEach(() => noteServerDate(new Date().toUTCString()));

describe('useNow', () => {
  it("reads the server's clock, so a browser whose clock runs slow still ages notifications", () => {
    // The browser's clock runs three minutes slow.
    noteServerDate(new Date(Date.now() + 180_000).toUTCString());
    const { result } = renderHook(() => useNow(30_000));
    const ahead = result.current - Date.now();
    expect(ahead).toBeGreaterThan(178_000);
    expect(ahead).toBeLessThan(182_000);
  });
});
