import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import PauseIcon from "@mui/icons-material/Pause";
import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import { Box, Button, Container, IconButton, Stack, Typography } from "@mui/material";
import { alpha } from "@mui/material/styles";
import { TIMINGS } from "@shop/shared/constants";
import { HERO_SLIDES, type HeroSlide } from "@shop/shared/site-content";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { mediaCondition, theme } from "../../lib/theme.ts";
import { colors, gradient } from "../../lib/theme-colors.ts";

const count = HERO_SLIDES.length;

/** MUI's md breakpoint and up: the wide slide layout. */
const WIDE = mediaCondition(theme.breakpoints.up("md"));

/** True on a wide screen, from the first render on (no narrow slide first on a desktop). */
function useWide(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia?.(WIDE);
      query?.addEventListener("change", changed);
      return () => query?.removeEventListener("change", changed);
    },
    () => window.matchMedia?.(WIDE).matches ?? false,
    () => false,
  );
}

/**
 * Each slide comes in over 500 ms (ease-in-out): its picture fades in as MUI's Fade did, and the
 * whole slide rises a few pixels. Its words and button are never see-through, so their contrast
 * holds at every moment, mid-change too (an accessibility check can run at any time). In place
 * for reduced motion.
 */
const ENTER = {
  animation: "hero-rise 500ms cubic-bezier(0.4, 0, 0.2, 1)",
  "& img": { animation: "hero-fade-in 500ms cubic-bezier(0.4, 0, 0.2, 1)" },
  "@keyframes hero-rise": { from: { transform: "translateY(8px)" }, to: { transform: "none" } },
  "@keyframes hero-fade-in": { from: { opacity: 0 }, to: { opacity: 1 } },
  "@media (prefers-reduced-motion: reduce)": { animation: "none", "& img": { animation: "none" } },
} as const;

const BACKGROUNDS = [
  gradient(135, colors.navy, colors.primary),
  gradient(135, colors.violetDeep, colors.violet),
  gradient(135, colors.tealDeep, colors.teal),
];

function Details({ slide }: { slide: HeroSlide }) {
  return (
    <Stack component="ul" direction="row" sx={{ flexWrap: "wrap", gap: 1, p: 0, m: 0, listStyle: "none" }}>
      {[slide.detail, slide.detail2, slide.detail3].map((d) => (
        <Box
          component="li"
          key={d}
          sx={{
            display: "inline-flex",
            alignItems: "center",
            gap: 0.75,
            px: 1.5,
            py: 0.5,
            borderRadius: 99,
            bgcolor: alpha(colors.white, 0.12),
            fontSize: "0.9rem",
          }}
        >
          <CheckCircleIcon sx={{ fontSize: 16, color: colors.amberLight }} aria-hidden />
          {d}
        </Box>
      ))}
    </Stack>
  );
}

function Explore() {
  return (
    <Button
      component={Link}
      to="/product"
      variant="contained"
      size="large"
      endIcon={<ArrowForwardIcon />}
      sx={{
        bgcolor: colors.amber,
        color: colors.onAmber,
        fontWeight: 700,
        "&:hover": { bgcolor: colors.amberDark },
      }}
    >
      Explore
    </Button>
  );
}

function DesktopSlide({ slide }: { slide: HeroSlide }) {
  return (
    <Stack direction="row" spacing={6} sx={{ alignItems: "center", minHeight: 440, py: 6 }}>
      <Stack spacing={3} sx={{ flex: 1 }}>
        <Typography component="p" sx={{ fontSize: "3rem", fontWeight: 800, lineHeight: 1.1 }}>
          {slide.title}
        </Typography>
        <Details slide={slide} />
        <Typography sx={{ fontSize: "1.1rem", color: alpha(colors.white, 0.9), maxWidth: 520 }}>
          {slide.description}
        </Typography>
        <Box>
          <Explore />
        </Box>
      </Stack>
      <Box
        component="img"
        src={slide.image}
        alt={slide.alt}
        width={600}
        height={420}
        sx={{ flex: 1, width: "100%", maxWidth: 520, height: "auto", aspectRatio: "600 / 420" }}
      />
    </Stack>
  );
}

function MobileSlide({ slide }: { slide: HeroSlide }) {
  return (
    <Stack spacing={2} sx={{ py: 4, minHeight: 560 }}>
      <Box
        component="img"
        src={slide.image}
        alt={slide.alt}
        width={600}
        height={420}
        sx={{ width: "100%", maxWidth: 360, height: "auto", aspectRatio: "600 / 420", alignSelf: "center" }}
      />
      <Typography component="p" sx={{ fontSize: "2rem", fontWeight: 800, lineHeight: 1.15 }}>
        {slide.title}
      </Typography>
      <Details slide={slide} />
      <Typography sx={{ color: alpha(colors.white, 0.9) }}>{slide.description}</Typography>
      <Box>
        <Explore />
      </Box>
    </Stack>
  );
}

/**
 * The home page's hero carousel: three slides, the next one every 3000 ms in a loop. It stops while
 * the pointer or keyboard focus is on it, and has a pause button (WCAG 2.2.2), previous/next buttons
 * and one dot per slide.
 */
export function HeroCarousel() {
  const desktop = useWide();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (paused || held) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), TIMINGS.heroRotateMs);
    return () => clearInterval(timer);
  }, [paused, held]);

  const slide = HERO_SLIDES[index]!;
  const go = (next: number) => setIndex((next + count) % count);
  const control = {
    color: "common.white",
    bgcolor: alpha(colors.white, 0.14),
    "&:hover": { bgcolor: alpha(colors.white, 0.28) },
  };

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
      sx={{
        background: BACKGROUNDS[index % BACKGROUNDS.length],
        color: "common.white",
        transition: "background .6s",
      }}
    >
      <Container>
        <Box
          key={index}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${count}: ${slide.title}`}
          aria-live={paused ? "polite" : "off"}
          sx={ENTER}
        >
          {desktop ? <DesktopSlide slide={slide} /> : <MobileSlide slide={slide} />}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "center", pb: 3 }}>
          <IconButton aria-label="Previous slide" onClick={() => go(index - 1)} sx={control}>
            <ChevronLeftIcon />
          </IconButton>
          {HERO_SLIDES.map((s, i) => (
            <IconButton
              key={s.title}
              aria-label={`Show slide ${i + 1}: ${s.title}`}
              aria-current={i === index ? "true" : undefined}
              onClick={() => go(i)}
              sx={{ p: 1.25 }}
            >
              <Box
                sx={{
                  width: i === index ? 28 : 10,
                  height: 10,
                  borderRadius: 5,
                  bgcolor: i === index ? colors.amber : alpha(colors.white, 0.6),
                  transition: "width .3s",
                }}
              />
            </IconButton>
          ))}
          <IconButton aria-label="Next slide" onClick={() => go(index + 1)} sx={control}>
            <ChevronRightIcon />
          </IconButton>
          <IconButton
            aria-label={paused ? "Play slides" : "Pause slides"}
            onClick={() => setPaused((p) => !p)}
            sx={control}
          >
            {paused ? <PlayArrowIcon /> : <PauseIcon />}
          </IconButton>
        </Stack>
      </Container>
    </Box>
  );
}
