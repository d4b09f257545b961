// The timed reading loop both reading pages run (spec part 2 §9): Start goes on from where Stop left
// it, Reset goes back to the first question, and the timers end with the screen.
import { useEffect, useRef, useState } from 'react';
import { startReadingLoop, type ReadingPosition, type ReadingRun } from './reading-schedule';

export function useReadingRun(total: number) {
  const [position, setPosition] = useState<ReadingPosition | null>(null);
  const [running, setRunning] = useState(false);
  const run = useRef<ReadingRun | null>(null);

  const stop = () => {
    run.current?.stop();
    run.current = null;
    setRunning(false);
  };
  const start = () => {
    if (total === 0) return;
    run.current?.stop();
    setRunning(true);
    run.current = startReadingLoop(total, setPosition, position && position.index < total ? position : undefined);
  };
  const reset = () => {
    stop();
    setPosition(null);
  };
  useEffect(() => () => run.current?.stop(), []);

  return { position, setPosition, running, start, stop, reset };
}
