import { FORM_CATEGORIES, FORM_LIBRARY, type PublicFormId } from '@app/domain';
import { EmptyState, toast } from '@app/ui';
import { Button, Card, Group, Modal, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCopy, IconEye, IconPrinter } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { publicFormUrl } from './form-content';
import { PrintableForm } from './PrintableForm';
import { printElement } from './print';

export const NO_FORMS_TEXT = 'No forms available in this category yet.';

async function copyLink(formId: string) {
  try {
    await navigator.clipboard.writeText(publicFormUrl(formId));
    toast.success('Link copied!');
  } catch {
    toast.error('Copy failed', 'Unable to copy link to clipboard');
  }
}

/** The forms library (spec 4 section 2.10): display only, with printable copies and public links. */
export default function FormsLibraryPage() {
  const [viewing, setViewing] = useState<PublicFormId | null>(null);
  const printable = useRef<HTMLDivElement>(null);
  const viewed = FORM_LIBRARY.find((f) => f.id === viewing);

  return (
    <Stack>
      <div>
        <Title order={1}>Forms</Title>
        <Text c="dimmed">Printable forms and the public links clients fill in</Text>
      </div>
      <Tabs defaultValue="General" keepMounted={false}>
        <Tabs.List>
          {FORM_CATEGORIES.map((category) => (
            <Tabs.Tab key={category} value={category}>
              {category}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {FORM_CATEGORIES.map((category) => {
          const forms = FORM_LIBRARY.filter((f) => f.category === category);
          return (
            <Tabs.Panel key={category} value={category} pt="md">
              {forms.length === 0 ? (
                <EmptyState title={NO_FORMS_TEXT} />
              ) : (
                <SimpleGrid cols={{ base: 1, md: 2 }}>
                  {forms.map((form) => (
                    <Card key={form.id} withBorder radius="md" p="lg">
                      <Stack gap="sm" h="100%" justify="space-between">
                        <div>
                          <Title order={3} size="h4">
                            {form.title}
                          </Title>
                          <Text size="sm" c="dimmed" mt={4}>
                            {form.description}
                          </Text>
                        </div>
                        <Group gap="xs">
                          <Button
                            variant="light"
                            leftSection={<IconEye size={16} />}
                            onClick={() => setViewing(form.id)}
                          >
                            View Form
                          </Button>
                          <Button
                            variant="default"
                            leftSection={<IconCopy size={16} />}
                            onClick={() => copyLink(form.id)}
                            aria-label={`Copy link to ${form.title}`}
                          >
                            Copy
                          </Button>
                        </Group>
                      </Stack>
                    </Card>
                  ))}
                </SimpleGrid>
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>
      <Modal opened={viewed !== undefined} onClose={() => setViewing(null)} title={viewed?.title} size="xl">
        {viewed && (
          <Stack>
            <div ref={printable}>
              <PrintableForm formId={viewed.id} />
            </div>
            <Group justify="flex-end">
              <Button
                leftSection={<IconPrinter size={16} />}
                onClick={() =>
                  printable.current &&
                  !printElement(printable.current, viewed.title) &&
                  toast.error('Print failed', 'Allow pop-ups to print')
                }
              >
                Print
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
