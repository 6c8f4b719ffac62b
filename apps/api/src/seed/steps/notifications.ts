import type { NotificationType } from '@app/domain';
import { ts } from '@app/db';
import { insertNotification } from '../../features/notifications/notifications.repo';
import type { SeedStep } from '../types';

const TEMPLATES: Array<{ type: NotificationType; title: string; message: string; link: string | null }> = [
  {
    type: 'warning',
    title: 'Estimated tax payment due soon',
    message: 'Q2 estimated tax for Maria Gonzalez is due in 5 days.',
    link: '/tax/estimated',
  },
  {
    type: 'info',
    title: 'New task assigned to you',
    message: 'Prepare 2025 Form 1040 for the Nguyen household.',
    link: '/tasks',
  },
  {
    type: 'success',
    title: 'Form submission received',
    message: 'A new client intake form was submitted.',
    link: '/forms/submissions',
  },
  {
    type: 'error',
    title: 'Payroll processing date missed',
    message: 'Payroll for Harbor Bakery LLC was not marked processed.',
    link: '/calendars/payroll',
  },
  {
    type: 'warning',
    title: 'Statement of Information due',
    message: 'The SOI for Sunset Dental Group is due in 30 days.',
    link: '/tax/soi',
  },
  {
    type: 'info',
    title: 'Project due within 7 days',
    message: 'Year-end bookkeeping for Cedar Street Cafe is due next week.',
    link: '/projects',
  },
  {
    type: 'warning',
    title: 'Insurance renewal in 60 days',
    message: 'General liability policy for Pacific Auto Repair renews in 60 days.',
    link: '/calendars/insurance',
  },
  {
    type: 'success',
    title: 'Task completed',
    message: 'Quarterly payroll filings for Q1 were completed.',
    link: '/tasks',
  },
  {
    type: 'info',
    title: '1099 season has started',
    message: 'Review which clients issue 1099s this year.',
    link: '/tax/1099',
  },
  {
    type: 'warning',
    title: 'Business license renewal',
    message: 'The city business license for Bright Smiles Dental expires in 30 days.',
    link: '/tax/business-license',
  },
  {
    type: 'error',
    title: 'Push delivery failed',
    message: 'A browser subscription stopped accepting notifications and was removed.',
    link: null,
  },
  {
    type: 'info',
    title: 'Welcome to Practice Desk',
    message: 'Your account is ready. Set up two-factor authentication in Settings.',
    link: '/settings',
  },
  {
    type: 'warning',
    title: 'Sales tax return due',
    message: 'Quarterly sales tax for Golden Gate Florist is due at the end of the month.',
    link: '/tax/sales',
  },
  {
    type: 'success',
    title: 'Client profile created',
    message: 'A client profile was created from a form submission.',
    link: '/clients',
  },
  {
    type: 'info',
    title: 'Insurance renewal in 30 days',
    message: 'Workers compensation for Valley Landscaping renews in 30 days.',
    link: '/calendars/insurance',
  },
];

/** Fifteen notifications per user, newest first an hour apart-ish, every third one already read. */
export const notificationsStep: SeedStep = {
  name: 'notifications',
  async run(seed) {
    const { db } = seed.ctx;
    for (const user of seed.users.values()) {
      for (const [i, t] of TEMPLATES.entries()) {
        await insertNotification(db, {
          userId: user.id,
          type: t.type,
          title: t.title,
          message: t.message,
          link: t.link,
          isRead: i % 3 === 2,
          eventKey: `seed:${i}`,
          createdAt: ts(new Date(seed.now.getTime() - (i * 5 + 7) * 3_600_000 * 0.4)),
        });
      }
    }
  },
};
