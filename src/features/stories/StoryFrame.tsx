import { Link } from '@tanstack/react-router';
import type { CSSProperties, RefObject } from 'react';
import type { Story } from '../../domain/contract/catalog';
import { InternalLink } from '../../shared/InternalLink';
import { Picture } from '../../shared/Picture';
import { CloseIcon, PauseIcon, PlayIcon } from './story-icons';
import type { useStoryInput } from './use-story-input';

const SLIDE_SIZES = '(max-width: 600px) 100vw, 480px';

interface Props {
  story: Story;
  slideIndex: number;
  /** Names this slide of this story: a new one is a new element (its picture is watched for loading). */
  slideKey: string;
  /** The next slide's picture, loaded ahead so stepping shows it at once. */
  nextPicture: Story['cover'] | undefined;
  /** Changes on every move: the progress bars start over. */
  step: number;
  paused: boolean;
  /** How far the frame is pulled down (px); 0 when not dragged. */
  drag: number;
  slideBox: RefObject<HTMLDivElement | null>;
  /** The current slide's progress bar, which the slide timer fills. */
  bar: RefObject<HTMLSpanElement | null>;
  tapHandlers: ReturnType<typeof useStoryInput>['tapHandlers'];
  onTogglePause: () => void;
  onLeave: () => void;
  /** Staff's preview: the story's button is drawn but leads nowhere (it would leave the unsaved form). */
  preview?: boolean;
}

/** One slide of a story on screen: picture, tap halves, progress, header, text and the story's action. */
export function StoryFrame(props: Props) {
  const { story, slideIndex, slideKey, nextPicture, drag, slideBox, tapHandlers, onLeave } = props;
  const slide = story.slides[slideIndex];
  if (!slide) return null;
  return (
    <div
      className={`story-viewer__frame${drag > 0 ? ' story-viewer__frame--dragging' : ''}`}
      style={drag > 0 ? { transform: `translateY(${drag}px)`, opacity: Math.max(0.4, 1 - drag / 400) } : undefined}
    >
      <div className="story-viewer__slide" ref={slideBox} key={slideKey}>
        <Picture picture={slide.image} sizes={SLIDE_SIZES} className="story-viewer__picture" load="lcp" />
      </div>
      {nextPicture && (
        <div className="story-viewer__preload" aria-hidden="true">
          <Picture picture={nextPicture} sizes={SLIDE_SIZES} load="eager" />
        </div>
      )}

      <button
        type="button"
        className="story-viewer__tap story-viewer__tap--prev"
        aria-label="Предыдущий слайд"
        {...tapHandlers('prev')}
      />
      <button
        type="button"
        className="story-viewer__tap story-viewer__tap--next"
        aria-label="Следующий слайд"
        {...tapHandlers('next')}
      />

      <div className="story-viewer__top">
        <StoryProgress key={props.step} story={story} slideIndex={slideIndex} bar={props.bar} />
        <div className="story-viewer__header">
          <Picture picture={story.cover} sizes="36px" className="story-viewer__avatar" />
          <h2 id="story-viewer-title" className="story-viewer__title">
            {story.title}
          </h2>
          <button
            type="button"
            className="story-viewer__icon"
            aria-label={props.paused ? 'Продолжить' : 'Пауза'}
            onClick={props.onTogglePause}
          >
            {props.paused ? <PlayIcon /> : <PauseIcon />}
          </button>
          <button type="button" className="story-viewer__icon" aria-label="Закрыть истории" onClick={onLeave}>
            <CloseIcon />
          </button>
        </div>
      </div>

      <div className="story-viewer__bottom">
        <p className="story-viewer__text" aria-live={props.paused ? 'polite' : 'off'}>
          <span className="visually-hidden">{`Слайд ${slideIndex + 1} из ${story.slides.length}. `}</span>
          {slide.text}
        </p>
        {story.action && <StoryAction action={story.action} onLeave={onLeave} preview={props.preview ?? false} />}
      </div>
    </div>
  );
}

/** A bar per slide: the ones before full, the current one filled by the slide timer through `bar`. */
function StoryProgress({ story, slideIndex, bar }: Pick<Props, 'story' | 'slideIndex' | 'bar'>) {
  return (
    <div className="story-viewer__progress" aria-hidden="true">
      {story.slides.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a bar is its slide's place; two slides may share a picture (staff's preview).
        <span key={index} className="story-viewer__bar">
          <span
            className="story-viewer__fill"
            ref={index === slideIndex ? bar : undefined}
            style={{ '--progress': index < slideIndex ? 1 : 0 } as CSSProperties}
          />
        </span>
      ))}
    </div>
  );
}

/** The story's button: a product opens in the modal over the page, any other in-app path is navigated to. */
function StoryAction({
  action,
  onLeave,
  preview,
}: {
  action: NonNullable<Story['action']>;
  onLeave: () => void;
  preview: boolean;
}) {
  if (!action.productId && !action.href) return null;
  if (preview) return <span className="button story-viewer__cta">{action.label}</span>;
  if (action.productId) {
    return (
      <Link
        to="/"
        search={{ pirog: action.productId }}
        resetScroll={false}
        className="button story-viewer__cta"
        onClick={onLeave}
      >
        {action.label}
      </Link>
    );
  }
  if (!action.href) return null;
  return (
    <InternalLink href={action.href} className="button story-viewer__cta" onNavigate={onLeave}>
      {action.label}
    </InternalLink>
  );
}
