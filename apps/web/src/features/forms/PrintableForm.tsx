import { FORM_LIBRARY, publicFormFieldRequired, type PublicFormId } from '@app/domain';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FORM_FIELDS, FORM_TERMS } from './form-content';

/** A blank, printable copy of a library form: every field with a line to write on, and its terms. */
export function PrintableForm({ formId }: { formId: PublicFormId }) {
  const form = FORM_LIBRARY.find((f) => f.id === formId)!;
  return (
    <Stack gap="md">
      <div>
        <Title order={3}>{form.title}</Title>
        <Text size="sm" c="dimmed">
          {form.category} · Fields marked * are required
        </Text>
      </div>
      {FORM_TERMS[formId].map((paragraph) => (
        <Text key={paragraph} size="sm">
          {paragraph}
        </Text>
      ))}
      {FORM_FIELDS[formId].map(({ section, fields }) => (
        <section key={section}>
          <Title order={4} size="h5" mb="xs">
            {section}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {fields.map((field) => (
              <div key={field.label}>
                <Text size="sm" fw={500}>
                  {field.label}
                  {field.name && publicFormFieldRequired(formId, field.name) && <span aria-label="required"> *</span>}
                </Text>
                <div
                  className="print-line"
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-5)', minHeight: 28 }}
                />
              </div>
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
