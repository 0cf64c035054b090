import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, type SwiperProps, SwiperSlide } from 'swiper/react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { ExtensionPage } from '../shared/extension-page.tsx';
import { demoSlides } from './demo-slides.ts';
import { SlideFace } from './slide-face.tsx';
import classes from './swiper-page.module.css';

const examples: { title: string; description: string; options: SwiperProps; height?: number }[] = [
  { title: 'Default', description: 'Swipe or drag to move.', options: {} },
  { title: 'Navigation', description: 'Previous and next arrows.', options: { navigation: true } },
  {
    title: 'Pagination',
    description: 'A dot for each slide; click one to go there.',
    options: { pagination: { clickable: true } },
  },
  {
    title: 'Progress',
    description: 'A bar that fills as you go.',
    options: { pagination: { type: 'progressbar' }, navigation: true },
  },
  {
    title: 'Multiple slides per view',
    description: 'Three at a time on a wide screen, one on a phone.',
    options: {
      slidesPerView: 1,
      spaceBetween: 12,
      pagination: { clickable: true },
      breakpoints: { 640: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } },
    },
    height: 160,
  },
  {
    title: 'Autoplay',
    description: 'Moves on every three seconds; pauses while the pointer is over it.',
    options: { autoplay: { delay: 3000, pauseOnMouseEnter: true }, loop: true, pagination: { clickable: true } },
  },
];

/** Swiper: swiper/react sliders with navigation, pagination, progress, several per view and autoplay. */
export function SwiperPage() {
  return (
    <ExtensionPage title="Swiper" description="Touch sliders for pictures, cards or anything else.">
      {examples.map((example) => (
        <DemoCard key={example.title} title={example.title} description={example.description}>
          <Swiper
            className={classes.swiper}
            modules={[A11y, Autoplay, Navigation, Pagination]}
            a11y={{
              containerMessage: `${example.title} slider`,
              slideLabelMessage: 'Slide {{index}} of {{slidesLength}}',
            }}
            {...example.options}
          >
            {demoSlides.map((slide, index) => (
              <SwiperSlide key={slide.title}>
                <SlideFace index={index} height={example.height} />
              </SwiperSlide>
            ))}
          </Swiper>
        </DemoCard>
      ))}
    </ExtensionPage>
  );
}
