import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface StepEntry {
  /** Which run of the flow wrote the entry: an entry of a finished or restarted run leads to the start. */
  payFlow: number;
  /** How many steps past the start the entry stands for. */
  payStep: number;
}

interface StepsInHistoryOptions<S> {
  /** The flow's first step (the inquiry, the list): the entry the customer arrived on. */
  isStart: (step: S) => boolean;
  start: S;
  /** A step after which going back must not reopen the earlier ones (the receipt: that payment is done). */
  isFinal: (step: S) => boolean;
}

const entryOf = (state: unknown): Partial<StepEntry> => (state && typeof state === 'object' ? (state as Partial<StepEntry>) : {});

/**
 * The phone's Back (and the browser's) moves one step back in a payment instead of leaving the page and
 * dropping the bill (issue 11): each step past the start is a history entry of the same address, and
 * the flow's own Back buttons go back through those entries so the two never disagree. Steps live in
 * memory only; an entry from before a reload, a restart or a receipt leads to the start.
 */
export function useStepsInHistory<S extends { name: string }>(
  step: S,
  setStep: (step: S) => void,
  { isStart, start, isFinal }: StepsInHistoryOptions<S>,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const stack = useRef<S[]>([]);
  const run = useRef(Date.now() + Math.random());
  const moved = useRef(false);
  const current = useRef(step);
  current.current = step;

  // The flow moved: forward pushes an entry; back to a step already on the stack goes back through them.
  useEffect(() => {
    if (moved.current) {
      moved.current = false;
      return;
    }
    const steps = stack.current;
    if (isFinal(step)) {
      stack.current = [];
      run.current += 1;
      return;
    }
    const at = isStart(step) ? -1 : steps.findIndex((s) => s.name === step.name);
    if (at >= 0 && at === steps.length - 1) {
      steps[at] = step; // the same step again (a new code, a changed bill): no new entry
      return;
    }
    if (isStart(step) || at >= 0) {
      const back = steps.length - 1 - at;
      stack.current = steps.slice(0, at + 1);
      if (at >= 0) stack.current[at] = step;
      if (back > 0 && entryOf(location.state).payFlow === run.current) navigate(-back);
      return;
    }
    steps.push(step);
    navigate(`${location.pathname}${location.search}`, {
      state: { ...entryOf(location.state), payFlow: run.current, payStep: steps.length },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of step moves the history
  }, [step]);

  // Back or Forward in the browser: show the step the entry stands for. Not the entry the page opened on:
  // a flow may open on a later step (the card page's Back, issue 35), which the effect above just recorded.
  const opened = useRef(false);
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      return;
    }
    const entry = entryOf(location.state);
    const depth = entry.payFlow === run.current ? (entry.payStep ?? 0) : 0;
    if (depth >= stack.current.length) return; // our own entry, or a Forward to a step no longer kept
    stack.current = stack.current.slice(0, depth);
    const next = depth === 0 ? start : stack.current[depth - 1]!;
    if (next.name === current.current.name) return;
    moved.current = true;
    setStep(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each history entry is read once
  }, [location.key]);
}
