import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, afterShown } from './after-next-paint';

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

describe('afterShown', () => {
  let report: (startTimes: number[]) => void = () => {};

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'performance'] });
    /** The browser's largest-paint entries, reported as the test says. */
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(private readonly onEntries: PerformanceObserverCallback) {}
      observe() {
        report = (startTimes) =>
          this.onEntries(
            { getEntries: () => startTimes.map((startTime) => ({ startTime })) } as never,
            this as never,
          );
      }
      disconnect() {
        report = () => {};
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the work once a largest paint after now is on screen, not for an earlier one', () => {
    vi.advanceTimersByTime(500);
    const work = vi.fn();
    afterShown(work);
    // A paint from before the call, reported as the observer starts: the screen is not up yet.
    report([200]);
    vi.advanceTimersByTime(1);
    expect(work).not.toHaveBeenCalled();
    report([650]);
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs it within a second when no largest paint is reported', () => {
    const work = vi.fn();
    afterShown(work);
    vi.advanceTimersByTime(999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
