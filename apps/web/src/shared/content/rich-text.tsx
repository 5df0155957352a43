import '@/shared/ui/mantine-css/typography';
import DOMPurify from 'dompurify';
import { Typography } from '@mantine/core';
import { useMemo } from 'react';

/** Server HTML, sanitised before it reaches the DOM (no scripts, handlers or unsafe URLs). */
export function RichText({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <Typography dangerouslySetInnerHTML={{ __html: clean }} />;
}
