import { PhoneInput } from '@app/ui';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PersonDraft {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  phone: string;
}

interface PersonFieldsProps {
  draft: PersonDraft;
  set: (patch: Partial<PersonDraft>) => void;
  /** Clients need a last name; referral partners only a first name. */
  lastNameRequired?: boolean;
  /** The breakpoint from which the fields sit side by side (`xs` in the add dialogs). */
  from?: 'xs' | 'sm';
  /** The first name takes the focus when the dialog opens. */
  autoFocus?: boolean;
  firstNameError?: string | null;
  /** Called before a typed first name is set (an add dialog clears its error). */
  onFirstNameInput?: () => void;
  /** More fields beside email and phone (status, SSN). */
  children?: ReactNode;
}

/** A person's names, email and phone: the client and referral partner forms. */
export function PersonFields({
  draft,
  set,
  lastNameRequired = false,
  from = 'sm',
  autoFocus,
  firstNameError,
  onFirstNameInput,
  children,
}: PersonFieldsProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, [from]: 3 }} spacing="sm">
        <TextInput
          label="First Name"
          withAsterisk
          data-autofocus={autoFocus || undefined}
          value={draft.firstName}
          error={firstNameError}
          onChange={(e) => {
            onFirstNameInput?.();
            set({ firstName: e.currentTarget.value });
          }}
        />
        <TextInput
          label="Middle Name"
          value={draft.middleName}
          onChange={(e) => set({ middleName: e.currentTarget.value })}
        />
        <TextInput
          label="Last Name"
          withAsterisk={lastNameRequired}
          value={draft.lastName}
          onChange={(e) => set({ lastName: e.currentTarget.value })}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, [from]: 2 }} spacing="sm">
        <TextInput
          label="Email"
          type="email"
          value={draft.email}
          onChange={(e) => set({ email: e.currentTarget.value })}
        />
        <PhoneInput label="Phone" value={draft.phone} onChange={(phone) => set({ phone })} />
        {children}
      </SimpleGrid>
    </>
  );
}
