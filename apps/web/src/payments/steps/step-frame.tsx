import { Button, Group, Paper, Stack, Text, Title, type ButtonProps } from '@mantine/core';
import { useEffect, useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useTranslation, type TranslationKey } from '@/shared/i18n';

interface StepFrameProps {
  title: string;
  description?: string;
  /** Move focus to the heading when the step appears (not on the page's first step). */
  focusOnMount?: boolean;
  children: ReactNode;
}

/** One step of the payment: a card with its heading; the heading takes focus so a screen reader follows. */
export function StepFrame({ title, description, focusOnMount = true, children }: StepFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3" c="brand.9" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {title}
          </Title>
          {description ? <Text c="gray.7">{description}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/** The step titles under a flow's prefix: 'payment.gift.steps' gives 'bill' | 'method' | … */
export type StepTitle<Prefix extends string> = TranslationKey extends infer Key
  ? Key extends `${Prefix}.${infer Name}`
    ? Name
    : never
  : never;

/** Draws one step of a flow in its frame: the title's key under the flow's own titles, and the content. */
export type StepFramer<Title extends string = string> = (title: Title, children: ReactNode, description?: string) => ReactNode;

/**
 * A flow's frame for its steps. `titles` is the flow's i18n prefix for step titles; the frame is keyed by
 * the step shown (`stepName`), so each new step is a new frame whose heading takes focus.
 */
export function useStepFrame<Prefix extends string>(titles: Prefix, stepName: string, focusOnMount = true): StepFramer<StepTitle<Prefix>> {
  const { t } = useTranslation();
  return (key, children, description) => (
    // StepTitle<Prefix> holds only the names whose key is a TranslationKey; tsc does not see it through the template.
    <StepFrame key={stepName} title={t(`${titles}.${key}` as TranslationKey)} description={description} focusOnMount={focusOnMount}>
      {children}
    </StepFrame>
  );
}

type ActionProps = ButtonProps & ComponentPropsWithoutRef<'button'>;

/** The step's buttons: the main action first (start side), the way back after it. */
export function StepActions({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" mt="xs" data-print-hide>
      {children}
    </Group>
  );
}

export const PrimaryButton = (props: ActionProps) => <Button {...props} />;
export const SecondaryButton = (props: ActionProps) => <Button variant="default" {...props} />;

/** Input error texts are announced as they appear. */
export const ALERT_ERROR = { errorProps: { role: 'alert' } } as const;
