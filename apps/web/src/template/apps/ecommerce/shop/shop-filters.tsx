import { Button, Checkbox, Divider, Radio, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { RatingStars } from '../components/rating-stars.tsx';
import { noFilters, type ProductFilters } from './filter-products.ts';
import { priceRanges, priceRangeValue } from './price-ranges.ts';

interface ShopFiltersProps {
  filters: ProductFilters;
  categories: string[];
  brands: string[];
  onChange: (filters: ProductFilters) => void;
}

const ratingChoices = [4, 3, 2, 1];

/** Price range, categories, brands and rating; they narrow the products on the current page. */
export function ShopFilters({ filters, categories, brands, onChange }: ShopFiltersProps) {
  // The panel shows both in the sidebar and in the phone drawer, so its heading id must be unique.
  const titleId = useId();
  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h5" id={titleId}>
        Filters
      </Title>
      <Text size="xs" c="dimmed">
        They narrow the products on this page.
      </Text>
      <Radio.Group
        label="Price range"
        value={priceRangeValue(filters.minPrice, filters.maxPrice)}
        onChange={(value) => {
          const range = priceRanges.find((choice) => choice.value === value);
          onChange({ ...filters, minPrice: range?.min ?? null, maxPrice: range?.max ?? null });
        }}
      >
        <Stack gap={8} mt="xs">
          {priceRanges.map((range) => (
            <Radio key={range.value} value={range.value} label={range.label} />
          ))}
        </Stack>
      </Radio.Group>
      <Divider />
      <Checkbox.Group
        label="Categories"
        value={filters.categories}
        onChange={(value) => onChange({ ...filters, categories: value })}
      >
        <Stack gap={8} mt="xs">
          {categories.map((category) => (
            <Checkbox key={category} value={category} label={category} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Divider />
      <Checkbox.Group
        label="Brands"
        value={filters.brands}
        onChange={(value) => onChange({ ...filters, brands: value })}
      >
        <Stack gap={8} mt="xs">
          {brands.map((brand) => (
            <Checkbox key={brand} value={brand} label={brand} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Divider />
      <Radio.Group
        label="Rating"
        value={String(filters.minRating)}
        onChange={(value) => onChange({ ...filters, minRating: Number(value) })}
      >
        <Stack gap={8} mt="xs">
          <Radio value="0" label="Any rating" />
          {ratingChoices.map((stars) => (
            <Radio
              key={stars}
              value={String(stars)}
              aria-label={`${stars} stars and up`}
              label={<RatingStars rating={stars} size={14} />}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Button variant="light" onClick={() => onChange(noFilters)}>
        Clear all filters
      </Button>
    </Stack>
  );
}
