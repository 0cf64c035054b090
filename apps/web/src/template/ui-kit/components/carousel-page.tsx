import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Image, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { pictureImage } from '../../mocks/fixtures/images.ts';
import { ExampleCard, ExamplePage } from './example-card.tsx';

const slides = [
  { title: 'Mountain retreat', color: 'indigo' },
  { title: 'Coastal road', color: 'cyan' },
  { title: 'Desert camp', color: 'orange' },
  { title: 'Forest trail', color: 'green' },
  { title: 'City lights', color: 'grape' },
];

const quotes = [
  { text: 'The setup took an afternoon and the team never looked back.', author: 'Zoe Harper, Northwind' },
  {
    text: 'Every screen we needed was already there, and it looks right in dark mode.',
    author: 'Liam Carter, Contoso',
  },
  { text: 'Support answered within the hour, twice.', author: 'Maya Patel, Fabrikam' },
];

/** Carousels (Mantine Carousel on Embla): slides with controls, indicators, several per view, and text slides. */
export function CarouselPage() {
  const [current, setCurrent] = useState(0);
  return (
    <ExamplePage
      title="Carousel"
      description="Slides of pictures or content, moved with the arrows, the dots, a swipe or the keyboard."
    >
      <ExampleCard title="With controls and indicators" description="Arrows on the sides and a dot per slide.">
        <Carousel
          withIndicators
          height={220}
          emblaOptions={{ loop: true }}
          onSlideChange={setCurrent}
          previousControlProps={{ 'aria-label': 'Previous slide' }}
          nextControlProps={{ 'aria-label': 'Next slide' }}
          getIndicatorProps={(index) => ({ 'aria-label': `Show slide ${index + 1}` })}
        >
          {slides.map((slide) => (
            <Carousel.Slide key={slide.title}>
              <Image src={pictureImage(slide.color, slide.title, 400, 220)} alt={slide.title} h={220} radius="md" />
            </Carousel.Slide>
          ))}
        </Carousel>
        <Text size="sm" aria-live="polite" data-testid="carousel-current">
          Slide {current + 1} of {slides.length}: {slides[current]?.title}
        </Text>
      </ExampleCard>
      <ExampleCard title="Several per view" description="Three slides at a time on wide screens, one on a phone.">
        <Carousel
          slideSize={{ base: '100%', sm: '50%', lg: '33.333%' }}
          slideGap="md"
          emblaOptions={{ align: 'start', slidesToScroll: 1 }}
          previousControlProps={{ 'aria-label': 'Previous pictures' }}
          nextControlProps={{ 'aria-label': 'Next pictures' }}
        >
          {slides.map((slide) => (
            <Carousel.Slide key={slide.title}>
              <Image src={pictureImage(slide.color, '', 300, 200)} alt={slide.title} h={140} radius="md" />
            </Carousel.Slide>
          ))}
        </Carousel>
      </ExampleCard>
      <ExampleCard title="Content slides" description="Any content can be a slide: here, quotes from customers.">
        <Carousel
          emblaOptions={{ loop: true }}
          previousControlProps={{ 'aria-label': 'Previous quote' }}
          nextControlProps={{ 'aria-label': 'Next quote' }}
        >
          {quotes.map((quote) => (
            <Carousel.Slide key={quote.author}>
              <Paper withBorder p="lg" mx={48}>
                <Title order={3} fz="md" mb="xs">
                  “{quote.text}”
                </Title>
                <Text size="sm">{quote.author}</Text>
              </Paper>
            </Carousel.Slide>
          ))}
        </Carousel>
      </ExampleCard>
      <ExampleCard title="Vertical" description="Slides that move up and down.">
        <Carousel
          orientation="vertical"
          height={160}
          emblaOptions={{ loop: true }}
          previousControlProps={{ 'aria-label': 'Previous picture' }}
          nextControlProps={{ 'aria-label': 'Next picture' }}
        >
          {slides.map((slide) => (
            <Carousel.Slide key={slide.title}>
              <Image src={pictureImage(slide.color, slide.title, 400, 160)} alt={slide.title} h={160} radius="md" />
            </Carousel.Slide>
          ))}
        </Carousel>
      </ExampleCard>
    </ExamplePage>
  );
}
