import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the work after the next frame, not before it, and once', () => {
    const work = vi.fn();
    afterNextPaint(work);
    expect(work).not.toHaveBeenCalled();
    // The frame's own callbacks run before its paint: the work is not among them.
    vi.advanceTimersToNextFrame();
    expect(work).not.toHaveBeenCalled();
    // The fake clock runs a task queued with no delay one millisecond on.
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs it within a second in a tab that gets no frames', () => {
    const work = vi.fn();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    afterNextPaint(work);
    vi.advanceTimersByTime(999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
