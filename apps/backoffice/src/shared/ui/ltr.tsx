import type { ReactNode } from 'react';
import { omrLabel } from '@portal/contract';
import { useI18n } from '../i18n/index.tsx';

/**
 * Numbers, references and masked values read left to right inside Arabic text, isolated so the
 * sentence around them keeps its order (issue 31 §8).
 */
export function Ltr({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <bdi dir="ltr" data-testid={testId}>
      {children}
    </bdi>
  );
}

/** An amount as the customer side shows it: "OMR 12.500", or "12.500 ر.ع." in Arabic. */
export function Money({ omr }: { omr: string }) {
  const { lang } = useI18n();
  return <bdi>{omrLabel(omr, lang)}</bdi>;
}
