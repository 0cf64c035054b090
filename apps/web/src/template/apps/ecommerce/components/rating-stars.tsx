import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

/** A product's rating as five stars, read by screen readers as "Rated 4 out of 5". */
export function RatingStars({ rating, size = 16 }: { rating: number; size?: number }) {
  return (
    <Group gap={2} role="img" aria-label={`Rated ${rating} out of 5`} wrap="nowrap">
      {[1, 2, 3, 4, 5].map((star) =>
        star <= rating ? (
          <IconStarFilled key={star} size={size} color="var(--mantine-color-yellow-6)" aria-hidden />
        ) : (
          <IconStar key={star} size={size} color="var(--mantine-color-gray-5)" aria-hidden />
        ),
      )}
    </Group>
  );
}
