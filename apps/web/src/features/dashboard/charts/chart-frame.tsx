import { Box } from '@mantine/core';

/**
 * A chart as one image for assistive technology: the SVG inside is drawn for the eye, the label
 * (`summary`) says the same numbers in words. Recharts reads left to right; in Arabic the axes are
 * mirrored by the charts themselves, not by the page direction.
 */
export function ChartFrame({ summary, children, testId }: { summary: string; children: React.ReactNode; testId?: string }) {
  return (
    <Box role="img" aria-label={summary} data-testid={testId} dir="ltr">
      {children}
    </Box>
  );
}
