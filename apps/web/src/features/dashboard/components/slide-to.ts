/** The slider's speed (spec 01 §9: 500 ms). */
export const SLIDE_MS = 500;

const running = new WeakMap<HTMLElement, number>();

/**
 * Scrolls a track of full-width slides (ad-carousel.css) to slide `index` in SLIDE_MS, easing out. The
 * browser's own smooth scrolling cannot be given a duration, and snapping is lifted meanwhile: it would
 * pull every intermediate position back to a slide. In a right-to-left page the track scrolls to the
 * left from 0, so its positions are negative. At once for a customer who asks for reduced motion.
 */
export function slideTo(track: HTMLElement, index: number): void {
  const rtl = getComputedStyle(track).direction === 'rtl';
  const target = index * track.clientWidth * (rtl ? -1 : 1);
  cancelAnimationFrame(running.get(track) ?? 0);
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
    track.scrollLeft = target;
    return;
  }
  const from = track.scrollLeft;
  const start = performance.now();
  track.style.scrollSnapType = 'none';
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / SLIDE_MS);
    track.scrollLeft = from + (target - from) * (1 - (1 - progress) ** 3);
    if (progress < 1) running.set(track, requestAnimationFrame(step));
    else {
      track.style.scrollSnapType = '';
      running.delete(track);
    }
  };
  running.set(track, requestAnimationFrame(step));
}

/** Which slide a track shows: the one nearest its scroll position. */
export const shownSlide = (track: HTMLElement): number =>
  track.clientWidth ? Math.round(Math.abs(track.scrollLeft) / track.clientWidth) : 0;
