import type { ComponentType } from 'react';
import { ProjectTemplatesSection } from '../project-templates/ProjectTemplatesSection';
import { DataManagementSection } from '../import-export/DataManagementSection';
import { NotificationSettingsSection } from '../user-settings/NotificationSettingsSection';
import { PreferencesSection } from '../user-settings/PreferencesSection';
import { ProfileSection } from '../users/ProfileSection';
import { BackupsSection } from './BackupsSection';
import SecurityPage from './SecurityPage';

export interface SettingsSection {
  /** The URL segment: /settings/<value>. */
  value: string;
  label: string;
  component: ComponentType;
  /** Shown to administrators only (after the spec's six). */
  adminOnly?: true;
}

/** Spec 3: the Settings sections, in order. Another area adds its section with one line here. */
export const SETTINGS_SECTIONS: SettingsSection[] = [
  { value: 'profile', label: 'Profile Settings', component: ProfileSection },
  { value: 'preferences', label: 'Preferences', component: PreferencesSection },
  { value: 'notifications', label: 'Notifications', component: NotificationSettingsSection },
  { value: 'security', label: 'Security', component: SecurityPage },
  { value: 'data', label: 'Data Management', component: DataManagementSection },
  { value: 'templates', label: 'Project Templates', component: ProjectTemplatesSection },
  { value: 'backups', label: 'Backups', component: BackupsSection, adminOnly: true },
];
