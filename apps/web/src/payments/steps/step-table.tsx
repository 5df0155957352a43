import type { ReactNode } from 'react';
import type { StepFramer } from './step-frame';

type Named = { name: string };

/** How a flow draws one step: its title (by name, under the flow's titles), what it shows, a line under the title. */
export interface StepView<Step, Title extends string> {
  title: Title;
  draw: (step: Step) => ReactNode;
  description?: string;
}

/**
 * A flow's steps, a row for each step's name: its view, or null for a step drawn elsewhere (the
 * registered bills' list, the one-time inquiry drawn before the later steps load).
 */
export type StepTable<Step extends Named, Title extends string> = {
  [Name in Step['name']]: StepView<Extract<Step, { name: Name }>, Title> | null;
};

/** The flow's step that is set, drawn from its table in the flow's frame. */
export function drawStep<Step extends Named, Title extends string>(
  table: StepTable<Step, Title>,
  step: Step,
  frame: StepFramer<Title>,
): ReactNode {
  // The row of step.name takes that step: the mapped type says so, but tsc cannot follow it to a lookup.
  const view = table[step.name as Step['name']] as StepView<Step, Title> | null;
  return view ? frame(view.title, view.draw(step), view.description) : null;
}
