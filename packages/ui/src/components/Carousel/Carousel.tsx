import { forwardRef, type KeyboardEvent, type ReactNode, useState } from 'react';
import { Icon } from '../Icon';
import * as styles from './Carousel.css';

export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** Names the carousel, e.g. 'Testimonials'. */
  'aria-label': string;
  slides: readonly CarouselSlide[];
  /** The slide shown first (index from 0). */
  defaultIndex?: number;
  /** Called when the shown slide changes. */
  onIndexChange?: (index: number) => void;
}

/**
 * One slide at a time with Previous/Next buttons and a dot per slide (WAI-ARIA carousel pattern, no
 * auto-rotation). Left/Right arrow keys change the slide while focus is inside the carousel; both ends
 * wrap around. The slide area is a polite live region, so the new slide is read after a change.
 */
export const Carousel = forwardRef<HTMLElement, CarouselProps>(function Carousel(
  { 'aria-label': ariaLabel, slides, defaultIndex = 0, onIndexChange },
  ref,
) {
  const [index, setIndex] = useState(defaultIndex);
  const count = slides.length;
  const go = (next: number) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    onIndexChange?.(wrapped);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };
  return (
    // Arrow keys bubble up to the section from the carousel's own buttons.
    <section
      ref={ref}
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={ariaLabel}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} aria-live="polite">
        {slides.map((slide, slideIndex) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks each slide as a labelled group.
          <div
            key={slide.id}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${count}`}
            hidden={slideIndex !== index}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} aria-label="Previous slide" onClick={() => go(index - 1)}>
            <Icon name="chevronLeft" />
          </button>
          <div className={styles.dots}>
            {slides.map((slide, slideIndex) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dotButton}
                aria-label={`Go to slide ${slideIndex + 1}`}
                aria-current={slideIndex === index ? 'true' : undefined}
                onClick={() => go(slideIndex)}
              >
                <span className={styles.dot} />
              </button>
            ))}
          </div>
          <button type="button" className={styles.arrow} aria-label="Next slide" onClick={() => go(index + 1)}>
            <Icon name="chevronRight" />
          </button>
        </div>
      ) : null}
    </section>
  );
});
