import { useCallback, useEffect, useState } from 'react';

/** Seconds left from `initial`, ticking once a second; restart(n) starts again (spec: tick 1 s). */
export function useCountdown(initial: number) {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  const restart = useCallback((seconds: number) => setLeft(seconds), []);
  return { left, done: left <= 0, restart };
}

export const formatSeconds = (s: number) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
