import { Center } from '@mantine/core';
import type { Biller, Category } from '@portal/contract';
import { useEffect, useState } from 'react';
import type { InquiryDraft } from './flow-types';
import { InquiryForm } from './inquiry-form';
import { usePreloadReceipt, useStepFrame } from '@/payments';
import { onDemand, usePreloadWhenIdle } from '@/shared/ui/on-demand';
import { useOneTimeFlow } from './use-one-time-flow';
import { Loading } from '@/shared/ui/loading';

// Everything after the inquiry loads once the visitor starts on the page (decision 035), not with it.
const OneTimeLaterSteps = onDemand(() => import('./one-time-later-steps').then((m) => m.OneTimeLaterSteps), <Waiting />);

function Waiting() {
  return (
    <Center py="xl">
      <Loading />
    </Center>
  );
}

interface OneTimeStepsProps {
  billers: Biller[];
  categories: Category[];
  initialDraft: InquiryDraft;
  pointsCash: number;
}

/** Shows the one step that is set (spec 02 §2); Cancel on a later step starts again. */
export function OneTimeSteps({ billers, categories, initialDraft, pointsCash }: OneTimeStepsProps) {
  const flow = useOneTimeFlow(initialDraft, pointsCash);
  const { step, bill } = flow;
  usePreloadWhenIdle(OneTimeLaterSteps);
  // The first step is where the page starts: it does not pull focus from the page heading.
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (step.name !== 'inquiry') setMoved(true);
  }, [step.name]);
  const focus = moved || step.name !== 'inquiry';
  const frame = useStepFrame('payment.oneTime.steps', step.name, focus);
  usePreloadReceipt();

  if (step.name === 'inquiry' || !bill) {
    return frame(
      'inquiry',
      <InquiryForm billers={billers} categories={categories} initial={flow.draft} onInquire={flow.inquire} onCancel={flow.leave} />,
    );
  }
  return <OneTimeLaterSteps flow={flow} bill={bill} frame={frame} pointsCash={pointsCash} />;
}
