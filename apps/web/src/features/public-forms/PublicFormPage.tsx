import { FORM_LIBRARY, bankNameForRouting, publicFormSchema, type PublicFormId } from '@app/domain';
import { Alert, Box, Button, Container, FileInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconPaperclip } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import type { z } from 'zod';
import { FORM_TERMS } from '../forms/form-content';
import { PRODUCT_NAME } from '../../app/product';
import { today } from '../../lib/today';
import { PUBLIC_FORM_FIELDS, VOID_CHECK_ACCEPT, VOID_CHECK_MAX_BYTES } from './public-form-fields';
import { PublicFormField } from './PublicFormFields';
import { SignatureField } from './SignatureField';
import { fieldErrors, submitPublicForm } from './submit-public-form';

const FILE_FIELDS = ['signature', 'voidCheck'];

/** The page's own checks, the same schema as the server's (which checks everything again). */
function validate(
  formId: PublicFormId,
  values: Record<string, string>,
  signature: string | null,
  voidCheck: File | null,
): Record<string, string> {
  const schema = publicFormSchema(formId) as z.ZodObject;
  const result = schema
    .omit(
      Object.fromEntries(FILE_FIELDS.filter((k) => k in schema.shape).map((k) => [k, true])) as Record<string, true>,
    )
    .safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  if (formId === 'employee-deposit-authorization') {
    if (!signature) errors.signature = 'Signature is required';
    if (!voidCheck) errors.voidCheck = 'Please attach an image of a void check';
  }
  if (voidCheck && voidCheck.size > VOID_CHECK_MAX_BYTES) errors.voidCheck = 'The file is larger than 5 MB';
  return errors;
}

/** A public form (docs/decisions/5-beyond.md): no sign-in, outside the shell, phone-friendly. */
export default function PublicFormPage() {
  const { formId = '' } = useParams();
  const form = FORM_LIBRARY.find((f) => f.id === formId);
  const [values, setValues] = useState<Record<string, string>>({ signatureDate: today() });
  const [signature, setSignature] = useState<string | null>(null);
  const [voidCheck, setVoidCheck] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  if (!form) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="Form not found">
          This link does not lead to a form. Please check the link you were sent.
        </Alert>
      </Container>
    );
  }

  function set(name: string, value: string) {
    setValues((current) => {
      const next = { ...current, [name]: value };
      // The bank's name fills in from a known routing number (it stays editable).
      if (name === 'routingNumber' && !current.bankName) next.bankName = bankNameForRouting(value) ?? '';
      return next;
    });
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setGeneral(null);
    const found = validate(form!.id, values, signature, voidCheck);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setGeneral('Please correct the highlighted fields.');
      return;
    }
    setSending(true);
    const fields = { ...values, ...(signature ? { signature } : {}) };
    const result = await submitPublicForm(form!.id, fields, voidCheck);
    setSending(false);
    if (result.ok) {
      setDone(true);
      window.scrollTo({ top: 0 });
      return;
    }
    const parsed = fieldErrors(result.message);
    setErrors(parsed.byField);
    setGeneral(
      result.status === 429 ? result.message : parsed.general.join(' ') || 'Please correct the highlighted fields.',
    );
  }

  return (
    <Box bg="gray.0" mih="100dvh" py={{ base: 'md', sm: 'xl' }}>
      <Container size="md" px={{ base: 'xs', sm: 'md' }}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Text size="sm" c="dimmed">
            {PRODUCT_NAME} · {form.category}
          </Text>
          <Title order={1} size="h2" mb="md">
            {form.title}
          </Title>
          {done ? (
            <Stack align="center" py="xl" gap="sm" role="status">
              <IconCircleCheck size={56} color="var(--mantine-color-teal-6)" />
              <Title order={2} size="h3">
                Thank you!
              </Title>
              <Text ta="center">
                Your form was received. We will be in touch if anything else is needed. You may close this page.
              </Text>
            </Stack>
          ) : (
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="lg">
                {FORM_TERMS[form.id].map((paragraph) => (
                  <Text key={paragraph} size="sm">
                    {paragraph}
                  </Text>
                ))}
                <Text size="sm" c="dimmed">
                  Fields marked * are required.
                </Text>
                {PUBLIC_FORM_FIELDS[form.id].map(({ section, fields }) => (
                  <Stack key={section} gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
                    <Title order={2} size="h4" component="legend" mb="xs">
                      {section}
                    </Title>
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      {fields.map((field) => (
                        <PublicFormField
                          key={field.name}
                          field={field}
                          value={values[field.name] ?? ''}
                          error={errors[field.name]}
                          onChange={(v) => set(field.name, v)}
                        />
                      ))}
                    </SimpleGrid>
                  </Stack>
                ))}
                <SignatureField
                  label="Signature"
                  required={form.id === 'employee-deposit-authorization'}
                  error={errors.signature}
                  onChange={(dataUrl) => {
                    setSignature(dataUrl);
                    setErrors(({ signature: _cleared, ...rest }) => rest);
                  }}
                />
                {form.id === 'employee-deposit-authorization' && (
                  <FileInput
                    label="Void Check Image"
                    description="A photo or scan of a voided check: an image or a PDF, at most 5 MB"
                    required
                    accept={VOID_CHECK_ACCEPT}
                    leftSection={<IconPaperclip size={16} />}
                    placeholder="Choose a file"
                    value={voidCheck}
                    onChange={(file) => {
                      setVoidCheck(file);
                      setErrors(({ voidCheck: _cleared, ...rest }) => rest);
                    }}
                    error={errors.voidCheck}
                    clearable
                    name="voidCheck"
                  />
                )}
                {general && (
                  <Alert color="red" role="alert">
                    {general}
                  </Alert>
                )}
                <Button type="submit" size="md" loading={sending} fullWidth>
                  Submit
                </Button>
              </Stack>
            </form>
          )}
        </Paper>
      </Container>
    </Box>
  );
}
