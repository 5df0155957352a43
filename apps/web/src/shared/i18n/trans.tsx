import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { TOptions, TranslationKey } from './translate';
import { useTranslation } from './use-translation';

// <name>…</name> or <name/>; a tag's content is parsed again, so tags nest (but not in one of the same name).
const TAG = /<(\w+)>(.*?)<\/\1>|<(\w+)\s*\/>/gs;

type Components = Record<string, ReactElement> | ReactElement[];

/** The string with each tag replaced by its component, the tag's content as the component's children. */
export function withComponents(text: string, components: Components): ReactNode[] {
  const parts: ReactNode[] = [];
  let end = 0;
  for (const match of text.matchAll(TAG)) {
    const [written, name = match[3]!, content] = match;
    if (match.index > end) parts.push(text.slice(end, match.index));
    end = match.index + written.length;
    const inner = content === undefined ? [] : withComponents(content, components);
    // A tag with no component keeps its content, without the tag.
    const component = (components as Record<string, ReactElement | undefined>)[name] ?? <></>;
    parts.push(cloneElement(component, { key: parts.length }, ...inner));
  }
  if (end < text.length) parts.push(text.slice(end));
  return parts;
}

interface TransProps {
  i18nKey: TranslationKey;
  /** What the string's tags stand for: `<terms>…</terms>` by name, or `<0>…</0>` by place in an array. */
  components: Components;
  values?: TOptions;
}

/**
 * A string with elements inside it (a link in a sentence), so each language places them where its
 * grammar wants. No HTML is parsed: only the tags named in `components` become elements.
 */
export function Trans({ i18nKey, components, values }: TransProps) {
  const { t } = useTranslation();
  return <>{withComponents(t(i18nKey, values), components)}</>;
}
