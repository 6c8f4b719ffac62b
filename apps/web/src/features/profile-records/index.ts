// Profile records shared by client and organization profiles: `{ owner: { kind, id } }` props.
export { NotesCard } from './NotesCard';
export { PaymentMethodsPanel } from './PaymentMethodsPanel';
export {
  emptyDraft,
  PAYMENT_TYPE_LABELS,
  PaymentMethodForm,
  payloadOf,
  type MaskedMethod,
  type PaymentMethodDraft,
} from './PaymentMethodForm';
export { LoginsPanel } from './LoginsPanel';
export { DeleteProfileSection, canDeleteRecords, type DeleteProfileSectionProps } from './DeleteProfileSection';
export { useForgetMissingProfile, useRecordRecentProfile } from './useRecordRecentProfile';
export { ProjectsTable, type ProjectsOwner } from './ProjectsTable';
export { useKeepCardSecurityCodes } from './useSecurityCodeSetting';
export type { Owner, OwnerKind, NoteView, PaymentMethodView, LoginView } from './owner';
export { AddButton, EditDeleteButtons } from './RecordButtons';
export { PersonFields, type PersonDraft } from './PersonFields';
export { ActiveEditorProvider, EditAccessContext, EditOnly, useCanEdit, useExclusiveEditor } from './edit-access';
