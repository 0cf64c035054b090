import { pricingFaq } from '@leadpilot/contracts';
import { Accordion, Stack, Title } from '@mantine/core';

/** Questions people ask before they buy. */
export function PricingFaq() {
  return (
    <Stack gap="md" component="section" aria-labelledby="pricing-faq-title">
      <Title order={2} fz="h3" id="pricing-faq-title">
        Frequently asked questions
      </Title>
      <Accordion variant="separated" radius="md" order={3}>
        {pricingFaq.map((item) => (
          <Accordion.Item key={item.question} value={item.question}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>{item.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
