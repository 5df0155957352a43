import { z } from 'zod';
import { lazy } from './lazy.ts';

/** The longest link an ad may carry. */
export const AD_LINK_MAX = 500;

/**
 * Where an ad may lead: a page of ours ("/RegistredBill") or an https address. Never `javascript:`,
 * `data:` or a protocol-relative `//host` (issue 30: such a link reached the page and only the CSP
 * stopped it). Checked when an ad is saved (AdLinkSchema, and the table's CHECK) and when it is drawn.
 */
export function isSafeAdLink(link: string): boolean {
  if (link.length > AD_LINK_MAX || /[\s\\]/.test(link) || [...link].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
    return false;
  }
  if (link.startsWith('/')) return !link.startsWith('//');
  if (!/^https:\/\/[^/?#]/i.test(link)) return false;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** An ad's link as a form that saves ads takes it (built on first use, as the contract's schemas are). */
export const AdLinkSchema = lazy(() => z.string().max(AD_LINK_MAX).refine(isSafeAdLink, 'an https address or a path of the portal'));
