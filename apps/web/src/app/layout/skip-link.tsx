import { useTranslation } from '@/shared/i18n';

/**
 * The first Tab stop of every page (WCAG 2.4.1): hidden until focused, it jumps past the header and
 * menu to the page's first field, or to the main content when the page has none.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    const first = main.querySelector<HTMLElement>(
      'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])',
    );
    const target = first ?? main;
    if (!first) main.setAttribute('tabindex', '-1');
    target.focus();
  };
  return (
    <a href="#main" className="skip-link" onClick={skip}>
      {t('app.skipToContent')}
    </a>
  );
}
