import { Accordion, Badge, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { useGetPricingQuery } from '../api/content-api.ts';
import { QueryView } from '../ui/query-view.tsx';
import { PlanCard } from './plan-card.tsx';
import type { Billing } from './plan-price.ts';

/** /pages/pricing: three plans with a monthly/yearly switch, and the questions people ask. */
export function PricingPage() {
  useDocumentTitle('Pricing');
  const query = useGetPricingQuery();
  const [billing, setBilling] = useState<Billing>('monthly');

  return (
    <Stack gap="xl" py="md">
      <Stack gap="xs" align="center" ta="center">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Pricing plans
        </Title>
        <Text c="dimmed" maw={560}>
          All plans include 40+ advanced tools and features to boost your product. Choose the best plan to fit your
          needs.
        </Text>
        <Group gap="sm" mt="sm" justify="center">
          <Text size="sm" fw={500}>
            Monthly
          </Text>
          <Switch
            label="Annually"
            checked={billing === 'yearly'}
            onChange={(event) => setBilling(event.currentTarget.checked ? 'yearly' : 'monthly')}
          />
          <Badge variant="light" color="green">
            Save up to 20%
          </Badge>
        </Group>
      </Stack>
      <QueryView query={query} loadingLabel="Loading the plans">
        {(pricing) => (
          <>
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
              {[pricing.basicPlan, pricing.standardPlan, pricing.enterprisePlan].map((plan) => (
                <PlanCard key={plan.title} plan={plan} billing={billing} isCurrent={plan.title === 'Basic'} />
              ))}
            </SimpleGrid>
            <Stack gap="xs" align="center" ta="center" mt="xl">
              <Title order={2} fz="h3">
                FAQs
              </Title>
              <Text c="dimmed">Let us help answer the most common questions.</Text>
            </Stack>
            <Accordion variant="separated" maw={860} mx="auto" w="100%">
              {pricing.qandA.map(({ question, ans }) => (
                <Accordion.Item key={question} value={question}>
                  <Accordion.Control>{question}</Accordion.Control>
                  <Accordion.Panel>
                    <Text size="sm">{ans}</Text>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </>
        )}
      </QueryView>
    </Stack>
  );
}
