import { type FocusEvent, useEffect, useId, useRef, useState } from 'react';
import type { SubSlide } from '../../domain/contract/catalog';
import { InternalLink } from '../../shared/InternalLink';
import { HeldPictures, Picture } from '../../shared/Picture';
import { useHasBeen } from '../../shared/use-has-been';
import { whenIdle } from '../../shared/when-idle';
import {
  CAROUSEL_INTERVAL_MS,
  nextIndex,
  previousIndex,
  shouldAutoplay,
  slideLabel,
  swipeStep,
  wrapIndex,
} from './carousel';

/**
 * The home page sub-slider (issue 5 item 8) as an accessible carousel (WAI-ARIA
 * APG): previous/next buttons, dots, a pause button, autoplay every 6 s that
 * holds on hover and focus and is off from the start with prefers-reduced-motion,
 * and swipe on touch. Hidden slides are inert, so only the current link is focusable.
 */
export function SubSlider({ slides }: { slides: readonly SubSlide[] }) {
  const count = slides.length;
  const baseId = useId();
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [mounted, setMounted] = useState(false);
  const touch = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
    const onVisibility = () => setHidden(document.visibilityState === 'hidden');
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    setMounted(true);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const index = wrapIndex(current, count);
  // The later banners wait until the page is idle, or until the shopper moves on to one: fetched beside the
  // first (the browser counts them near the viewport), they slowed the home page's largest picture.
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), 2000), []);
  const laterHeld = !useHasBeen(idle || index !== 0);
  const autoplay = mounted && shouldAutoplay({ count, playing, hovered, focused, hidden });

  useEffect(() => {
    if (!autoplay) return;
    // Counted from the slide shown now, so a manual step restarts the interval.
    const timer = window.setTimeout(() => setCurrent(nextIndex(index, count)), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [autoplay, count, index]);

  if (count === 0) return null;

  const trackId = `${baseId}-track`;
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className="sub-slider"
      aria-roledescription="carousel"
      aria-label="Акции и новинки"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div
        className="sub-slider__viewport"
        onTouchStart={(event) => {
          const point = event.touches[0];
          touch.current = point ? { x: point.clientX, y: point.clientY } : null;
          setHovered(true);
        }}
        onTouchEnd={(event) => {
          const start = touch.current;
          const point = event.changedTouches[0];
          touch.current = null;
          setHovered(false);
          if (!start || !point) return;
          const step = swipeStep(point.clientX - start.x, point.clientY - start.y);
          if (step !== 0) setCurrent((value) => wrapIndex(value + step, count));
        }}
        onTouchCancel={() => {
          touch.current = null;
          setHovered(false);
        }}
      >
        <div
          id={trackId}
          className="sub-slider__track"
          aria-live={autoplay ? 'off' : 'polite'}
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, position) => {
            const isCurrent = position === index;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks each slide as a group with roledescription "slide"; a fieldset would be wrong here.
              <div
                key={slide._id}
                id={`${baseId}-slide-${position}`}
                className="sub-slider__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(position, count)}
                aria-hidden={isCurrent ? undefined : true}
                inert={!isCurrent}
              >
                <InternalLink href={slide.href} className="sub-slider__link">
                  <HeldPictures held={position > 0 && laterHeld}>
                    <Picture
                      picture={slide.image}
                      sizes="(max-width: 1920px) 100vw, 1920px"
                      className="sub-slider__picture"
                      load={position > 0 ? 'lazy' : 'lcp'}
                    />
                  </HeldPictures>
                  <span className="sub-slider__caption">
                    <span className="sub-slider__title">{slide.title}</span>
                    <span className="sub-slider__subtitle">{slide.subtitle}</span>
                  </span>
                </InternalLink>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div className="sub-slider__controls">
          <button
            type="button"
            className="sub-slider__button sub-slider__pause"
            aria-label={playing ? 'Остановить автопрокрутку' : 'Включить автопрокрутку'}
            onClick={() => setPlaying((value) => !value)}
          >
            <span aria-hidden="true" className={playing ? 'sub-slider__icon-pause' : 'sub-slider__icon-play'} />
          </button>
          <button
            type="button"
            className="sub-slider__button"
            aria-label="Предыдущий слайд"
            aria-controls={trackId}
            onClick={() => setCurrent((value) => previousIndex(value, count))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="sub-slider__dots">
            {slides.map((slide, position) => (
              <button
                key={slide._id}
                type="button"
                className="sub-slider__dot"
                aria-label={`Слайд ${slideLabel(position, count)}: ${slide.title}`}
                aria-current={position === index ? 'true' : undefined}
                aria-controls={`${baseId}-slide-${position}`}
                onClick={() => setCurrent(position)}
              />
            ))}
          </div>
          <button
            type="button"
            className="sub-slider__button"
            aria-label="Следующий слайд"
            aria-controls={trackId}
            onClick={() => setCurrent((value) => nextIndex(value, count))}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
