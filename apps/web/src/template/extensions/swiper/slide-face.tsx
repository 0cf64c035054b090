import { Center, Stack, Text } from '@mantine/core';
import { demoSlides } from './demo-slides.ts';

/** One slide's face: its gradient, number and title, at the given height. */
export function SlideFace({ index, height = 220 }: { index: number; height?: number }) {
  const slide = demoSlides[index % demoSlides.length] ?? demoSlides[0];
  return (
    <Center
      h={height}
      style={{
        background: `linear-gradient(135deg, ${slide?.from}, ${slide?.to})`,
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Stack gap={2} align="center" c="white">
        <Text fz="xs" fw={700} tt="uppercase">
          Slide {index + 1}
        </Text>
        <Text fz="xl" fw={700}>
          {slide?.title}
        </Text>
      </Stack>
    </Center>
  );
}
