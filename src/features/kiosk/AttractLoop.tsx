import { useEffect, useState } from 'react';
import { Picture } from '../../shared/Picture';
import type { AttractSlide } from './attract-slides';

const SLIDE_MS = 6_000;

interface Props {
  slides: readonly AttractSlide[];
  shopTitle: string;
  onStart(): void;
}

/**
 * What the kiosk shows while no one uses it: stories and promotions in a loop
 * under «Коснитесь, чтобы заказать». The whole screen is one button: a touch
 * anywhere starts a customer's session.
 */
export function AttractLoop({ slides, shopTitle, onStart }: Props) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (slides.length < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % slides.length), SLIDE_MS);
    return () => clearInterval(timer);
  }, [slides.length]);
  const slide = slides.length > 0 ? slides[index % slides.length] : null;

  return (
    <button type="button" className="kiosk-attract" onClick={onStart} data-testid="kiosk-attract">
      {slide && (
        <span className="kiosk-attract__slide" key={slide.key}>
          {slide.picture && (
            <Picture picture={slide.picture} sizes="100vw" className="kiosk-attract__picture" load="lcp" />
          )}
          <span className="kiosk-attract__caption">
            <strong>{slide.title}</strong>
            {slide.text && <span>{slide.text}</span>}
          </span>
        </span>
      )}
      <span className="kiosk-attract__call">Коснитесь, чтобы заказать</span>
      <span className="kiosk-attract__shop">{shopTitle}</span>
    </button>
  );
}
