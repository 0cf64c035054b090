import { Button, Group, SegmentedControl, Select, VisuallyHidden } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconLayoutGrid, IconList } from '@tabler/icons-react';
import { SearchInput } from '../../../../shared/ui/search-input.tsx';
import type { ProductSortBy } from '../../../mocks/types.ts';
import type { ShopLayout } from './product-card.tsx';

const sortOptions: { value: ProductSortBy; label: string }[] = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
];

function isSortBy(value: string | null): value is ProductSortBy {
  return sortOptions.some((option) => option.value === value);
}

interface ShopToolbarProps {
  search: string;
  sortBy: ProductSortBy;
  layout: ShopLayout;
  activeFilterCount: number;
  onSearchChange: (value: string) => void;
  onSortChange: (value: ProductSortBy) => void;
  onLayoutChange: (value: ShopLayout) => void;
  onOpenFilters: () => void;
}

/** Search, sort, grid or list, and (on small screens) the button that opens the filters. */
export function ShopToolbar(props: ShopToolbarProps) {
  return (
    <Group gap="sm" wrap="wrap">
      <SearchInput
        aria-label="Search products"
        placeholder="Search products"
        value={props.search}
        onChange={props.onSearchChange}
        style={{ flex: '1 1 14rem' }}
      />
      <Select
        aria-label="Sort products"
        data={sortOptions}
        value={props.sortBy}
        onChange={(value) => isSortBy(value) && props.onSortChange(value)}
        allowDeselect={false}
        w={190}
      />
      <SegmentedControl
        aria-label="Layout"
        value={props.layout}
        onChange={(value) => props.onLayoutChange(value === 'list' ? 'list' : 'grid')}
        data={[
          {
            value: 'grid',
            label: (
              <>
                <IconLayoutGrid size={16} aria-hidden />
                <VisuallyHidden>Grid view</VisuallyHidden>
              </>
            ),
          },
          {
            value: 'list',
            label: (
              <>
                <IconList size={16} aria-hidden />
                <VisuallyHidden>List view</VisuallyHidden>
              </>
            ),
          },
        ]}
      />
      <Button
        hiddenFrom="md"
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={16} />}
        onClick={props.onOpenFilters}
      >
        Filters{props.activeFilterCount > 0 ? ` (${props.activeFilterCount})` : ''}
      </Button>
    </Group>
  );
}
