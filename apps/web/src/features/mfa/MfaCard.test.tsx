import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const CODES = Array.from({ length: 10 }, (_, i) => `code-${i}`);

describe('/settings/security: two-factor sign-in (mfa)', () => {
  it('enrols an authenticator app and shows the recovery codes once', async () => {
    const api = new FakeApi({
      'mfa.beginEnrolment': () => ({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/x',
        qrCodeDataUrl: 'data:image/png;base64,AAAA',
      }),
      'mfa.confirmEnrolment': ({ code }: { code: string }) => {
        api.mfa = { enabled: true, required: false, recoveryCodesLeft: 10 };
        return code === '123456' ? { recoveryCodes: CODES } : Promise.reject(new Error('Invalid code'));
      },
    });
    renderApp('/settings/security');
    expect(await screen.findByText('Not enabled')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Enter the 6-digit code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('code-9')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    expect(screen.queryByText('code-9')).not.toBeInTheDocument();
    expect(await screen.findByText('Enabled')).toBeInTheDocument();
    expect(screen.getByText('Recovery codes left: 10')).toBeInTheDocument();
  });
});
