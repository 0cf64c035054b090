import { MultiSelect, NativeSelect, Select, TagsInput, Text } from '@mantine/core';
import { useState } from 'react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { FormPage } from '../shared/form-page.tsx';

const countries = ['Australia', 'Brazil', 'Canada', 'France', 'Germany', 'India', 'Japan', 'Kenya', 'Mexico', 'Spain'];

const groupedCities = [
  { group: 'Europe', items: ['Berlin', 'Lisbon', 'Paris', 'Warsaw'] },
  { group: 'Americas', items: ['Bogotá', 'Chicago', 'Toronto'] },
  { group: 'Asia', items: ['Mumbai', 'Seoul', 'Tokyo'] },
];

function SearchableCountry() {
  const [country, setCountry] = useState<string | null>('France');
  return (
    <>
      <Select
        label="Country"
        description="Type to filter the list."
        placeholder="Pick a country"
        data={countries}
        value={country}
        onChange={setCountry}
        searchable
        clearable
        nothingFoundMessage="No country matches"
      />
      <Text size="sm" data-testid="country-value">
        Selected country: {country ?? 'none'}
      </Text>
    </>
  );
}

/** Selects: native, single, searchable, multiple, tags and grouped options. */
export function SelectPage() {
  return (
    <FormPage title="Select" description="Choose one or many options, search them, or type your own tags.">
      <DemoCard title="Single">
        <Select
          label="Role"
          placeholder="Pick a role"
          data={['Admin', 'Editor', 'Author', 'Viewer']}
          defaultValue="Editor"
        />
        <NativeSelect label="Native select" data={['Monthly', 'Quarterly', 'Yearly']} />
        <Select label="Disabled" placeholder="Not available" data={['One']} disabled />
      </DemoCard>
      <DemoCard title="Searchable">
        <SearchableCountry />
      </DemoCard>
      <DemoCard title="Multiple and tags">
        <MultiSelect
          label="Languages"
          placeholder="Pick languages"
          data={['English', 'French', 'German', 'Portuguese', 'Spanish']}
          defaultValue={['English', 'French']}
          searchable
          clearable
        />
        <TagsInput
          label="Tags"
          description="Type a tag and press Enter; suggestions below."
          placeholder="Add a tag"
          data={['lead', 'customer', 'partner', 'cold']}
          defaultValue={['lead']}
          clearable
        />
      </DemoCard>
      <DemoCard title="Grouped">
        <Select label="Office" placeholder="Pick an office" data={groupedCities} searchable />
        <MultiSelect
          label="Offices to visit"
          placeholder="Pick offices"
          data={groupedCities}
          maxValues={3}
          description="At most three."
        />
      </DemoCard>
    </FormPage>
  );
}
