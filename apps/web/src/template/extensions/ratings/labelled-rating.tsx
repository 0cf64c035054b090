import { Rating, type RatingProps } from '@mantine/core';

interface LabelledRatingProps extends RatingProps {
  label: string;
}

/**
 * Mantine's Rating named for assistive technology: a radio group when it can be changed, a single
 * image when read-only, and each symbol read as "3 of 5".
 */
export function LabelledRating({ label, readOnly, count = 5, ...props }: LabelledRatingProps) {
  return (
    <Rating
      role={readOnly ? 'img' : 'radiogroup'}
      aria-label={label}
      readOnly={readOnly}
      count={count}
      getSymbolLabel={(value) => `${value} of ${count}`}
      {...props}
    />
  );
}
