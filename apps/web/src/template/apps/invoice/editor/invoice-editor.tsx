import {
  Button,
  Card,
  Divider,
  Grid,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BrandLogo } from '../../../../shared/ui/brand-logo.tsx';
import type { InvoiceClient } from '../../../mocks/types.ts';
import { ClientDetails } from './client-details.tsx';
import { findClient, type InvoiceFormValues, invoiceValidation, lineAmounts } from './invoice-form.ts';
import { computeInvoiceTotals, type InvoiceTotals } from './invoice-totals.ts';
import { InvoiceTotalsPanel } from './invoice-totals-panel.tsx';
import { LineItemsEditor } from './line-items-editor.tsx';

interface InvoiceEditorProps {
  /** Shown as the invoice's number; the next free one for a new invoice. */
  invoiceId: number;
  initialValues: InvoiceFormValues;
  clients: InvoiceClient[];
  isLoadingClients: boolean;
  /** Where "Preview" leads; none for an invoice not saved yet. */
  previewPath?: string;
  onSave: (values: InvoiceFormValues, totals: InvoiceTotals, client: InvoiceClient) => Promise<void> | void;
}

/** The invoice form shared by add and edit: client, dates, lines, discount, tax and totals. */
export function InvoiceEditor({
  invoiceId,
  initialValues,
  clients,
  isLoadingClients,
  previewPath,
  onSave,
}: InvoiceEditorProps) {
  const form = useForm<InvoiceFormValues>({ initialValues, validate: invoiceValidation });
  const client = findClient(clients, form.values.clientName);

  function handleSubmit(values: InvoiceFormValues) {
    const chosen = findClient(clients, values.clientName);
    if (!chosen) return;
    onSave(
      values,
      computeInvoiceTotals(lineAmounts(values.items), Number(values.discount), Number(values.tax)),
      chosen,
    );
  }

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate aria-label={`Invoice #${invoiceId}`}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Card padding="xl">
            <Stack gap="lg">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
                <Stack gap={6}>
                  <BrandLogo />
                  <Text size="sm" c="dimmed">
                    Office 149, 450 South Brand Brooklyn
                    <br />
                    San Diego County, CA 91905, USA
                  </Text>
                </Stack>
                <Stack gap="xs" w={{ base: '100%', xs: 240 }}>
                  <Title order={2} fz="h4">
                    Invoice #{invoiceId}
                  </Title>
                  <TextInput label="Date issued" type="date" withAsterisk {...form.getInputProps('issuedDate')} />
                  <TextInput label="Date due" type="date" withAsterisk {...form.getInputProps('dueDate')} />
                </Stack>
              </Group>
              <Divider />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                <Stack gap="sm">
                  <Select
                    label="Invoice to"
                    placeholder={isLoadingClients ? 'Loading clients…' : 'Choose a client'}
                    data={clients.map((option) => ({
                      value: option.name,
                      label: `${option.name} · ${option.company}`,
                    }))}
                    searchable
                    withAsterisk
                    nothingFoundMessage="No client matches"
                    {...form.getInputProps('clientName')}
                  />
                  <ClientDetails client={client} />
                </Stack>
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    Bill to
                  </Text>
                  <Text size="sm">Bank: American Bank</Text>
                  <Text size="sm">Country: United States</Text>
                  <Text size="sm">IBAN: ETD95476213874685</Text>
                  <Text size="sm">SWIFT code: BR91905</Text>
                </Stack>
              </SimpleGrid>
              <Divider label="Items" labelPosition="left" />
              <LineItemsEditor form={form} />
              <Divider />
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
                <TextInput
                  label="Salesperson"
                  placeholder="Who handled this sale"
                  w={{ base: '100%', sm: 260 }}
                  {...form.getInputProps('salesperson')}
                />
                <InvoiceTotalsPanel form={form} />
              </Group>
              <Textarea label="Note" autosize minRows={2} {...form.getInputProps('note')} />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Card>
            <Stack gap="sm">
              <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} fullWidth>
                Save invoice
              </Button>
              {previewPath ? (
                <Button
                  variant="default"
                  component={Link}
                  to={previewPath}
                  leftSection={<IconEye size={16} />}
                  fullWidth
                >
                  Preview
                </Button>
              ) : null}
              <Button variant="subtle" color="gray" component={Link} to="/apps/invoice/list" fullWidth>
                Cancel
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </form>
  );
}
