// The test clock (spec part 1 §4): once started it counts down each second from a deadline (so a
// sleeping phone catches up), and at 0 calls onExpire once.
import { useEffect, useRef, useState } from 'react';

export const minutesSeconds = (seconds: number) => {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** `deadlineAt` (epoch ms): a clock that started before (a test resumed after a reload). */
export function useCountdown(
  totalSeconds: number,
  running: boolean,
  onExpire: () => void,
  deadlineAt?: number,
): number {
  const [remaining, setRemaining] = useState(() =>
    deadlineAt === undefined ? totalSeconds : Math.max(0, Math.ceil((deadlineAt - Date.now()) / 1000)),
  );
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  useEffect(() => {
    if (!running) return;
    const deadline = deadlineAt ?? Date.now() + totalSeconds * 1000;
    let done = false;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0 && !done) {
        done = true;
        clearInterval(timer);
        expire.current();
      }
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [running, totalSeconds, deadlineAt]);
  return remaining;
}
