// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDelayedCall } from './useDelayedCall';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDelayedCall', () => {
  it('calls after the delay, once, with the latest callback', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { result, rerender } = renderHook(({ go }) => useDelayedCall(go, 2000), { initialProps: { go: first } });
    act(() => result.current());
    rerender({ go: latest });
    vi.advanceTimersByTime(1999);
    expect(latest).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(latest).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  it('a second call restarts the wait instead of calling twice', () => {
    const go = vi.fn();
    const { result } = renderHook(() => useDelayedCall(go, 2000));
    act(() => result.current());
    vi.advanceTimersByTime(1500);
    act(() => result.current());
    vi.advanceTimersByTime(1500);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('unmounting cancels the pending call, and a call asked for afterwards never runs', () => {
    const go = vi.fn();
    const { result, unmount } = renderHook(() => useDelayedCall(go, 2000));
    act(() => result.current());
    unmount();
    result.current();
    vi.advanceTimersByTime(10_000);
    expect(go).not.toHaveBeenCalled();
  });
});
