import "./home.css";
import "../../lib/plain-ui.css";
import { TIMINGS } from "@shop/shared/constants";
import { HERO_SLIDES, type HeroSlide } from "@shop/shared/site-content";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Icon } from "../../layouts/shell-icons.tsx";
import { whenSplashLifted } from "../../layouts/splash.ts";
import { mediaUp } from "../../lib/theme-tokens.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";

const count = HERO_SLIDES.length;

/** The backgrounds home.css has (hc-bg-0 to -2), taken in turn. */
const BACKGROUND_COUNT = 3;

/** The md breakpoint and up: the wide slide layout. */
const WIDE = mediaUp("md");

// MUI's Material icons (the same paths), drawn without MUI's SvgIcon.
const ARROW_FORWARD = "m12 4-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z";
const CHECK_CIRCLE =
  "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z";
const CHEVRON_LEFT = "M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z";
const CHEVRON_RIGHT = "M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z";
const PAUSE = "M6 19h4V5H6zm8-14v14h4V5z";
const PLAY = "M8 5v14l11-7z";

function Details({ slide }: { slide: HeroSlide }) {
  return (
    <ul className="hc-details">
      {[slide.detail, slide.detail2, slide.detail3].map((d) => (
        <li key={d}>
          <Icon d={CHECK_CIRCLE} />
          {d}
        </li>
      ))}
    </ul>
  );
}

function Explore() {
  return (
    <div>
      <Link to="/product" className="pu-button pu-button-contained pu-button-large hc-explore">
        Explore
        <Icon d={ARROW_FORWARD} />
      </Link>
    </div>
  );
}

function DesktopSlide({ slide }: { slide: HeroSlide }) {
  return (
    <div className="hc-wide">
      <div className="hc-wide-text">
        <p className="hc-title">{slide.title}</p>
        <Details slide={slide} />
        <p className="hc-description">{slide.description}</p>
        <Explore />
      </div>
      <img className="hc-picture" src={slide.image} alt={slide.alt} width={600} height={420} />
    </div>
  );
}

function MobileSlide({ slide }: { slide: HeroSlide }) {
  return (
    <div className="hc-narrow">
      <img className="hc-picture" src={slide.image} alt={slide.alt} width={600} height={420} />
      <p className="hc-title">{slide.title}</p>
      <Details slide={slide} />
      <p className="hc-description">{slide.description}</p>
      <Explore />
    </div>
  );
}

/**
 * The home page's hero carousel: three slides, the next one every 3000 ms in a loop. It stops while
 * the pointer or keyboard focus is on it, and has a pause button (WCAG 2.2.2), previous/next buttons
 * and one dot per slide. Plain elements styled by home.css: it is the first thing the home page
 * paints.
 */
export function HeroCarousel() {
  // Right from the first render: no narrow slide first on a desktop.
  const desktop = useMediaQuery(WIDE);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  // Under the welcome splash the slides stand still: the visitor meets the first one.
  const [covered, setCovered] = useState(true);
  useEffect(() => whenSplashLifted(() => setCovered(false)), []);

  useEffect(() => {
    if (paused || held || covered) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), TIMINGS.heroRotateMs);
    return () => clearInterval(timer);
  }, [paused, held, covered]);

  const slide = HERO_SLIDES[index]!;
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      className={`hc hc-bg-${index % BACKGROUND_COUNT}`}
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="sh-container">
        {/* biome-ignore lint/a11y/useSemanticElements: a slide is a group of content, not of form fields (the carousel pattern's markup) */}
        <div
          key={index}
          className="hc-slide"
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${count}: ${slide.title}`}
          aria-live={paused ? "polite" : "off"}
        >
          {desktop ? <DesktopSlide slide={slide} /> : <MobileSlide slide={slide} />}
        </div>
        <div className="hc-controls">
          <button
            type="button"
            className="pu-icon-button hc-control"
            aria-label="Previous slide"
            onClick={() => go(index - 1)}
          >
            <Icon d={CHEVRON_LEFT} />
          </button>
          {HERO_SLIDES.map((s, i) => (
            <button
              type="button"
              key={s.title}
              className="pu-icon-button hc-dot"
              aria-label={`Show slide ${i + 1}: ${s.title}`}
              aria-current={i === index ? "true" : undefined}
              onClick={() => go(i)}
            >
              <div className="hc-dot-mark" />
            </button>
          ))}
          <button
            type="button"
            className="pu-icon-button hc-control"
            aria-label="Next slide"
            onClick={() => go(index + 1)}
          >
            <Icon d={CHEVRON_RIGHT} />
          </button>
          <button
            type="button"
            className="pu-icon-button hc-control"
            aria-label={paused ? "Play slides" : "Pause slides"}
            onClick={() => setPaused((p) => !p)}
          >
            <Icon d={paused ? PLAY : PAUSE} />
          </button>
        </div>
      </div>
    </section>
  );
}
